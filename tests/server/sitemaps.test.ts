import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapFiles, SITEMAP_INDEX } from '../../build/sitemaps';

const SITE = 'https://shop.example';
const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('the sitemaps of a catalogue of any size', () => {
  it('splits a catalogue of 120,000 products into three sitemaps of at most 50,000 URLs, named by the index', () => {
    const paths = [
      '/',
      '/products',
      ...Array.from({ length: 120_000 }, (_, i) => `/products/${i + 1}`),
    ];
    const [index, ...files] = sitemapFiles(SITE, paths);
    expect(index!.name).toBe(SITEMAP_INDEX);
    expect(files.map((file) => file.name)).toEqual([
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
    ]);
    expect(locations(index!.xml)).toEqual(files.map((file) => `${SITE}/${file.name}`));
    const listed = files.flatMap((file) => locations(file.xml));
    for (const file of files) {
      expect(locations(file.xml).length).toBeLessThanOrEqual(50_000);
      expect(Buffer.byteLength(file.xml)).toBeLessThanOrEqual(50 * 1024 * 1024);
    }
    expect(listed).toHaveLength(120_002);
    expect(new Set(listed).size).toBe(120_002);
    expect(listed).toContain(`${SITE}/products/120000`);
  });

  it('starts a new sitemap before one would pass the byte limit', () => {
    const paths = Array.from({ length: 10 }, (_, i) => `/products/${i + 1}`);
    const files = sitemapFiles(SITE, paths, { urls: 50_000, bytes: 400 }).slice(1);
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) expect(Buffer.byteLength(file.xml)).toBeLessThanOrEqual(400);
    expect(files.flatMap((file) => locations(file.xml))).toHaveLength(10);
  });

  it('names the index in robots.txt', () => {
    expect(robotsTxt(SITE)).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});
