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

/** The limits the form checks before anything is sent. */
export const PRODUCT_LIMITS = {
  // The real server's own minimums: a shorter value fails at persist with a masked 401 that
  // does not say what was wrong, so the message must come from here.
  nameMin: 3,
  descriptionMin: 6,
  nameMax: 100,
  brandMax: 50,
  descriptionMax: 2000,
  priceMax: 1_000_000,
  quantityMax: 1_000_000,
} as const;

const L = PRODUCT_LIMITS;
const F = PRODUCT_STRINGS.fields;
const E = PRODUCT_STRINGS.errors;
const isBlank = (value: number | string) => String(value).trim() === '';

const text =
  (label: string, min: number, max: number, required = true) =>
  (value: string) => {
    const length = value.trim().length;
    if (length === 0) return required ? E.required(label) : null;
    if (length < min) return E.minLength(label, min);
    return length > max ? E.maxLength(label, max) : null;
  };

/** A price: present, 0 to 1,000,000, at most two decimals (step 0.01). */
const money = (label: string) => (value: number | string) => {
  if (isBlank(value)) return E.required(label);
  const amount = Number(value);
  if (!Number.isFinite(amount)) return E.required(label);
  if (amount < 0) return E.notNegative;
  if (amount > L.priceMax) return E.tooLarge(L.priceMax);
  return /^\d+(\.\d{1,2})?$/.test(String(value).trim()) ? null : E.twoDecimals;
};

/** A brand is asked for when creating, and kept required on a product that has one. */
export const isBrandRequired = (product?: Product) =>
  product === undefined || Boolean(product.brand?.trim());

/**
 * Name, brand, description, price, special price, stock (integer) and category. An
 * existing product may come from the real server without category or brand (its product has
 * neither): those are required only when creating, or when the product had them. The special
 * price lies between 0 and the price, so the discount sent with it is always 0–100.
 */
export function productFormRules(product?: Product) {
  const creating = product === undefined;
  const brandRequired = isBrandRequired(product);
  return {
    productName: text(F.productName, L.nameMin, L.nameMax),
    brand: text(F.brand, 1, L.brandMax, brandRequired),
    description: text(F.description, L.descriptionMin, L.descriptionMax),
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
      if (stock < 0) return E.notNegative;
      return stock > L.quantityMax ? E.tooLarge(L.quantityMax) : null;
    },
    // Creating needs a category (POST /admin/categories/{categoryId}/product); an update
    // never changes it, so an unknown one does not stop a save.
    categoryId: (value: string | null) => (value || !creating ? null : E.chooseCategory),
  };
}

/**
 * The body for create and update. On create the server derives the special price from the
 * discount, so the discount is sent to match the special price typed here. Nothing is made
 * up: a brand the product never had (the real server has none) is left out unless typed, and
 * so is the on-sale switch of a product that never said, unless it is switched off.
 */
export function toProductInput(values: ProductFormValues, product?: Product): ProductInput {
  const price = Number(values.price);
  const specialPrice = Number(values.specialPrice);
  // Unrounded, so that price × (1 − discount/100) on the server gives back the special price.
  const discount = price > 0 ? (1 - specialPrice / price) * 100 : 0;
  const brand = values.brand.trim();
  const sendActive = product === undefined || product.active !== undefined || !values.active;
  return {
    productName: values.productName.trim(),
    ...(brand && { brand }),
    description: values.description.trim(),
    price,
    specialPrice,
    discount: Math.min(100, Math.max(0, discount)),
    quantity: Number(values.quantity),
    ...(sendActive && { active: values.active }),
  };
}
