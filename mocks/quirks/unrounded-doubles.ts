import { isObject, type Quirk } from './quirk';

type Json = Record<string, unknown>;

const isCart = (value: Json) => 'cartId' in value && Array.isArray(value.products);

/** A cart's total as the real server sums it: Java doubles, not rounded. */
function unroundedCartTotals(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(unroundedCartTotals);
  if (!isObject(value)) return;
  for (const child of Object.values(value)) unroundedCartTotals(child);
  if (!isCart(value)) return;
  let total = 0;
  for (const line of value.products as Json[])
    total += Number(line.specialPrice) * Number(line.quantity);
  value.totalPrice = total;
}

export const unroundedDoubles: Quirk = {
  name: 'unrounded doubles',
  description:
    "specialPrice is price × (1 − discount/100) unrounded (29.99 at 10 % → 26.991); cart totalPrice and a new order's totalAmount and orderedProductPrice are unrounded sums (the order: trusting payments).",
  json: unroundedCartTotals,
};
