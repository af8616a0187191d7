/**
 * The order names are listed in (brands, facet values): what `localeCompare` gives, through one
 * collator made when first needed. Making it loads the browser's collation data: 67 ms of the
 * bench's phone, inside the in-page mock's first answer until `startNameOrder` gave it a task of
 * its own (mocks/http.ts).
 */
let collator: Intl.Collator | null = null;

export function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator();
  return collator.compare(a, b);
}

export const nameOrderStarted = () => collator !== null;

/** Makes the collator now, so the first answer that sorts names does not pay for it. */
export function startNameOrder(): void {
  compareNames('a', 'b');
}
