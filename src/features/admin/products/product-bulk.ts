import * as z from 'zod/mini';
import type { Product } from '@/api/adapters';
import type { components } from '@/api/schema.gen';
import { BulkRowRefused } from '@/features/admin/common/bulk/bulk-failure-reason';
import type { AdminTexts } from '@/features/admin/common/texts';
import {
  PRODUCT_LIMITS,
  productFormSchema,
  productFormValues,
  toProductInput,
  type ProductFormValues,
} from './product-form';

type ProductInput = components['schemas']['ProductInput'];

/** What a bulk change sets on every selected product. */
export type ProductBulkChange = { quantity: number } | { discount: number };

/** The special price a discount gives, to the cent: price × (1 − discount/100). */
export const discountedPrice = (price: number, discount: number) =>
  Math.round(price * (100 - discount)) / 100;

/**
 * The stock typed for a bulk change: the form's rule (a whole number, 0–1,000,000), or the
 * message that says why not.
 */
export function stockError(
  value: number | string,
  E: AdminTexts['products']['errors'],
  label: string,
) {
  if (String(value).trim() === '') return E.required(label);
  const n = Number(value);
  if (!Number.isInteger(n)) return E.wholeNumber;
  if (n < 0) return E.notNegative;
  if (n > PRODUCT_LIMITS.quantityMax) return E.tooLarge(PRODUCT_LIMITS.quantityMax);
  return null;
}

/** A discount in percent: 0–100 with at most two decimals (the contract's range). */
export const isDiscount = (value: number | string) =>
  /^\d+(\.\d{1,2})?$/.test(String(value).trim()) && Number(value) <= 100;

/**
 * The body of one product's update with the change applied: the product as it is, checked by
 * the product form's own rules (a product the form would refuse is refused here, with the
 * form's message, and nothing is sent for it).
 */
export function productBodyWith(
  product: Product,
  change: ProductBulkChange,
  texts: AdminTexts['products'],
): ProductInput {
  const current = productFormValues(product);
  const values: ProductFormValues =
    'quantity' in change
      ? { ...current, quantity: change.quantity }
      : { ...current, specialPrice: discountedPrice(Number(current.price), change.discount) };
  const checked = z.safeParse(productFormSchema(texts, product), values);
  if (!checked.success) throw new BulkRowRefused(checked.error.issues[0]!.message);
  return toProductInput(values, product);
}
