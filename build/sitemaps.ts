import { escapeHtml } from '../src/prerender/escape-html.ts';

/**
 * The build's sitemaps (build/vite-plugin-prerender.ts): `sitemap.xml` is a sitemap index
 * naming `sitemap-1.xml`, `sitemap-2.xml`, ..., each within the sitemap protocol's limits of
 * 50,000 URLs and 50 MB (uncompressed). The pages are the built ones and every product of the
 * catalogue, whether the build wrote its page or the page handler renders it on request.
 */

export const SITEMAP_INDEX = 'sitemap.xml';

export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 };

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const URLSET_CLOSE = '</urlset>\n';

export interface SitemapFile {
  name: string;
  xml: string;
}

/** The index and its sitemaps for `paths` (each a path of the shop) on `siteUrl`. */
export function sitemapFiles(
  siteUrl: string,
  paths: readonly string[],
  limits: { urls: number; bytes: number } = SITEMAP_LIMITS,
): SitemapFile[] {
  const site = `${siteUrl.replace(/\/+$/, '')}/`;
  const frame = XML_HEAD.length + URLSET_OPEN.length + URLSET_CLOSE.length;
  const files: SitemapFile[] = [];
  let lines: string[] = [];
  let bytes = frame;
  const close = () => {
    if (lines.length === 0) return;
    files.push({
      name: `sitemap-${files.length + 1}.xml`,
      xml: XML_HEAD + URLSET_OPEN + lines.join('') + URLSET_CLOSE,
    });
    lines = [];
    bytes = frame;
  };
  for (const path of new Set(paths)) {
    const line = `  <url><loc>${escapeHtml(new URL(path, site).href)}</loc></url>\n`;
    const size = new TextEncoder().encode(line).length;
    if (lines.length >= limits.urls || bytes + size > limits.bytes) close();
    lines.push(line);
    bytes += size;
  }
  close();
  const index =
    XML_HEAD +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    files
      .map(
        (file) => `  <sitemap><loc>${escapeHtml(new URL(file.name, site).href)}</loc></sitemap>\n`,
      )
      .join('') +
    '</sitemapindex>\n';
  return [{ name: SITEMAP_INDEX, xml: index }, ...files];
}

/** `robots.txt`: the back office and the visitor's own pages out of crawlers' way; the index. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /profile',
    'Disallow: /checkout',
    'Disallow: /order-confirmation',
    'Disallow: /wishlist',
    'Disallow: /cart',
    'Disallow: /login',
    'Disallow: /register',
    '',
    `Sitemap: ${siteUrl.replace(/\/+$/, '')}/${SITEMAP_INDEX}`,
    '',
  ].join('\n');
}
