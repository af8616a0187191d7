/** What a crawler reads of a product page: its title, canonical, JSON-LD blocks and text. */
export interface ProductPageFacts {
  title: string | undefined;
  canonical: string | undefined;
  jsonLd: Record<string, unknown>[];
}

export function readProductPage(html: string): ProductPageFacts {
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    ),
  };
}
