import type { Thing, WithContext } from 'schema-dts';

/**
 * A JSON-LD block's text, safe inside `<script type="application/ld+json">`: every `<` is
 * written as its JSON escape, so a product named `</script>` or `<!--` cannot end the block or
 * open a comment in it; the JSON means the same.
 */
export function jsonLdText(data: WithContext<Thing>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** What a route's `head` lists in `scripts` for one JSON-LD block. */
export function jsonLdScript(data: WithContext<Thing>) {
  return { type: 'application/ld+json', children: jsonLdText(data) };
}
