/**
 * A product id as an address spells it (`/products/<id>`): digits only, no sign, no leading zero,
 * at most 15 digits (so always a safe integer). Read by the product's route and, before any
 * render, by the page handler (src/server/page-address.ts): an id the route would refuse is
 * never rendered.
 */
const PRODUCT_ID = /^[1-9][0-9]{0,14}$/;

export const readProductId = (raw: string): number | null =>
  PRODUCT_ID.test(raw) ? Number(raw) : null;
