import * as z from 'zod/mini';
import type { Product } from '@/api/adapters';
import type { components } from '@/api/schema.gen';
import type { AdminTexts } from '@/features/admin/common/texts';

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
type ProductErrors = AdminTexts['products']['errors'];
const isBlank = (value: number | string) => String(value).trim() === '';

/** Text counted without surrounding spaces (it is sent trimmed); an optional one may be empty. */
const text = (E: ProductErrors, label: string, min: number, max: number, required = true) =>
  z.string().check(
    z.trim(),
    z.refine((value) => !required || value.length > 0, E.required(label)),
    z.refine((value) => value.length === 0 || value.length >= min, E.minLength(label, min)),
    z.maxLength(max, E.maxLength(label, max)),
  );

// A number input holds a number, or the text typed while it is not one ('' when empty).
const numberInput = z.union([z.number(), z.string()]);

/** A price: present, 0 to 1,000,000, at most two decimals (step 0.01). */
const money = (E: ProductErrors, label: string) =>
  numberInput.check(
    z.refine((value) => !isBlank(value) && Number.isFinite(Number(value)), E.required(label)),
    z.refine((value) => Number(value) >= 0, E.notNegative),
    z.refine((value) => Number(value) <= L.priceMax, E.tooLarge(L.priceMax)),
    z.refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value).trim()), E.twoDecimals),
  );

/** A brand is asked for when creating, and kept required on a product that has one. */
export const isBrandRequired = (product?: Product) =>
  product === undefined || Boolean(product.brand?.trim());

/**
 * Name, brand, description, price, special price, stock (integer) and category. An
 * existing product may come from the real server without category or brand (its product has
 * neither): those are required only when creating, or when the product had them. The special
 * price lies between 0 and the price, so the discount sent with it is always 0–100. The
 * messages are the texts it is given (the form's `useAdminTexts().products`).
 */
export function productFormSchema(texts: AdminTexts['products'], product?: Product) {
  const F = texts.fields;
  const E = texts.errors;
  const creating = product === undefined;
  const price = money(E, F.price);
  const specialPrice = money(E, F.specialPrice);
  return z
    .object({
      productName: text(E, F.productName, L.nameMin, L.nameMax),
      brand: text(E, F.brand, 1, L.brandMax, isBrandRequired(product)),
      description: text(E, F.description, L.descriptionMin, L.descriptionMax),
      price,
      specialPrice,
      quantity: numberInput.check(
        z.refine((value) => !isBlank(value), E.required(F.quantity)),
        z.refine((value) => Number.isInteger(Number(value)), E.wholeNumber),
        z.refine((value) => Number(value) >= 0, E.notNegative),
        z.refine((value) => Number(value) <= L.quantityMax, E.tooLarge(L.quantityMax)),
      ),
      // Creating needs a category (POST /admin/categories/{categoryId}/product); an update
      // never changes it, so an unknown one does not stop a save.
      categoryId: z
        .nullable(z.string())
        .check(z.refine((value) => Boolean(value) || !creating, E.chooseCategory)),
      active: z.boolean(),
    })
    .check(
      // Compared only once both prices are valid, so each says its own problem first.
      z.superRefine((values, ctx) => {
        const bothValid =
          z.safeParse(price, values.price).success &&
          z.safeParse(specialPrice, values.specialPrice).success;
        if (bothValid && Number(values.specialPrice) > Number(values.price))
          ctx.issues.push({
            code: 'custom',
            message: E.specialAbovePrice,
            path: ['specialPrice'],
            input: values.specialPrice,
          });
      }),
    );
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
