import {
  descriptionFromMatches,
  storefrontTitle,
  titleFromMatches,
} from '@/lib/page-identity/page-title';
import { STOREFRONT_TEXTS } from '@/lib/storefront-texts';
import { escapeHtml } from './escape-html';

/**
 * The `<head>` of a built page, from what its routes' `head` said (the router keeps each match's
 * `meta`, `links` and `scripts`): the deepest route's title, description and each named or
 * Open Graph tag (as the router's own HeadContent decides), the canonical link, every JSON-LD
 * block, and the link-preview tags every page carries (Open Graph and Twitter's card, from the
 * title, description and canonical address unless the route gave its own). All text is escaped;
 * JSON-LD arrives escaped for a script element (src/lib/seo/json-ld.ts).
 */

interface HeadMatch {
  meta?: readonly unknown[] | undefined;
  links?: readonly unknown[] | undefined;
  headScripts?: readonly unknown[] | undefined;
}

type Entry = Record<string, unknown>;

const entries = (list: readonly unknown[] | undefined): Entry[] =>
  (list ?? []).filter((item): item is Entry => typeof item === 'object' && item !== null);

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function headMarkup(matches: readonly HeadMatch[]): string {
  const tags = new Map<string, { attribute: 'name' | 'property'; key: string; content: string }>();
  const links = new Map<string, string>();
  const jsonLd: string[] = [];
  // Shallow to deep: a deeper route's entry replaces its parent's of the same name.
  for (const match of matches) {
    for (const meta of entries(match.meta)) {
      const content = text(meta.content);
      if (content === undefined) continue;
      const name = text(meta.name);
      const property = text(meta.property);
      if (name) tags.set(`name:${name}`, { attribute: 'name', key: name, content });
      else if (property)
        tags.set(`property:${property}`, { attribute: 'property', key: property, content });
    }
    for (const link of entries(match.links)) {
      const rel = text(link.rel);
      const href = text(link.href);
      if (rel && href) links.set(rel, href);
    }
    for (const script of entries(match.headScripts))
      if (script.type === 'application/ld+json' && text(script.children))
        jsonLd.push(text(script.children)!);
  }
  // Title and description as the browser's page identity reads them (page-title.ts).
  const pageTitle = titleFromMatches(matches) ?? storefrontTitle();
  const description = descriptionFromMatches(matches);
  tags.set('name:description', { attribute: 'name', key: 'description', content: description });
  const canonical = links.get('canonical');
  const fallback = (attribute: 'name' | 'property', key: string, content: string | undefined) => {
    if (content !== undefined && !tags.has(`${attribute}:${key}`))
      tags.set(`${attribute}:${key}`, { attribute, key, content });
  };
  fallback('property', 'og:site_name', STOREFRONT_TEXTS.common.shopName);
  fallback('property', 'og:type', 'website');
  fallback('property', 'og:title', pageTitle);
  fallback('property', 'og:description', description);
  fallback('property', 'og:url', canonical);
  fallback('name', 'twitter:card', 'summary');
  fallback('name', 'twitter:title', tags.get('property:og:title')?.content);
  fallback('name', 'twitter:description', description);

  return [
    `<title>${escapeHtml(pageTitle)}</title>`,
    ...[...tags.values()].map(
      ({ attribute, key, content }) =>
        `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`,
    ),
    ...[...links].map(
      ([rel, href]) => `<link rel="${escapeHtml(rel)}" href="${escapeHtml(href)}" />`,
    ),
    ...jsonLd.map((json) => `<script type="application/ld+json">${json}</script>`),
  ].join('\n    ');
}
