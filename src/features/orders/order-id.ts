/**
 * The order id of an address: digits only, a safe integer. Anything else ("abc", "1e3", "-1")
 * names no order. On its own, away from the page's code: the route's title needs it in the
 * first load.
 */
export function parseOrderId(param: string): number | null {
  if (!/^\d{1,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
