import type { Product } from '../../../api/adapters';
import type { components } from '../../../api/schema.gen';
import { PRODUCT_STRINGS } from './strings';

type ProductInput = components['schemas']['ProductInput'];

export interface ProductFormValues {
  productName: string;
  brand: string;
  description: string;
  price: number | string;
  specialPrice: number | string;
  quantity: number | string;
  categoryId: string | null;
  active: boolean;
}

export function productFormValues(product?: Product): ProductFormValues {
  return {
    productName: product?.productName ?? '',
    brand: product?.brand ?? '',
    description: product?.description ?? '',
    price: product?.price ?? '',
    specialPrice: product?.specialPrice ?? '',
    quantity: product?.quantity ?? '',
    categoryId: product?.category?.categoryId?.toString() ?? null,
    active: product?.active !== false,
  };
}

const F = PRODUCT_STRINGS.fields;
const E = PRODUCT_STRINGS.errors;
const isBlank = (value: number | string) => String(value).trim() === '';

const text = (label: string, min: number) => (value: string) =>
  !value.trim() ? E.required(label) : value.trim().length < min ? E.minLength(label, min) : null;

/** A price: present, at least 0, at most two decimals (spec 5: step 0.01). */
const money = (label: string) => (value: number | string) => {
  if (isBlank(value)) return E.required(label);
  const amount = Number(value);
  if (!Number.isFinite(amount)) return E.required(label);
  if (amount < 0) return E.notNegative;
  return /^\d+(\.\d{1,2})?$/.test(String(value).trim()) ? null : E.twoDecimals;
};

/** Spec 5: name, brand, description, price, special price, stock (integer) and category. */
export const productFormRules = {
  // The server's own minimums (3 and 6 characters), checked here so the message is in place.
  productName: text(F.productName, 3),
  brand: text(F.brand, 1),
  description: text(F.description, 6),
  price: money(F.price),
  specialPrice: (value: number | string, values: ProductFormValues) =>
    money(F.specialPrice)(value) ??
    (Number(value) > Number(values.price) && money(F.price)(values.price) === null
      ? E.specialAbovePrice
      : null),
  quantity: (value: number | string) => {
    if (isBlank(value)) return E.required(F.quantity);
    const stock = Number(value);
    if (!Number.isInteger(stock)) return E.wholeNumber;
    return stock < 0 ? E.notNegative : null;
  },
  categoryId: (value: string | null) => (value ? null : E.chooseCategory),
};

/**
 * The body for create and update. On create the server derives the special price from the
 * discount, so the discount is sent to match the special price typed here.
 */
export function toProductInput(values: ProductFormValues): ProductInput {
  const price = Number(values.price);
  const specialPrice = Number(values.specialPrice);
  // Unrounded, so that price × (1 − discount/100) on the server gives back the special price.
  const discount = price > 0 ? (1 - specialPrice / price) * 100 : 0;
  return {
    productName: values.productName.trim(),
    brand: values.brand.trim(),
    description: values.description.trim(),
    price,
    specialPrice,
    discount: Math.min(100, Math.max(0, discount)),
    quantity: Number(values.quantity),
    active: values.active,
  };
}
