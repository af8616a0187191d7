/** 1 order, 2 orders: English counts. */
export const plural = (n: number | string, one: string, many: string) =>
  `${n} ${Number(String(n).replace(/,/g, '')) === 1 ? one : many}`;
