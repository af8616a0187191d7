import { lineTotal, sumInCents } from '@/lib/money';
import * as z from 'zod/mini';
import { onFirstUse } from '@/lib/on-first-use';
import { effectiveSpecialPrice, type Product } from '@/api/adapters';

/**
 * A cart line (docs/product/storefront.md#3-cart): the product's display fields plus the chosen
 * quantity, and `stock`: the stock the product had when it was added, so increase and set can
 * apply the stock rule without the product list at hand (the cart page has none).
 */
export interface CartItem {
  productId: number;
  productName: string;
  image: string | null;
  description: string;
  price: number;
  specialPrice: number;
  quantity: number;
  /** Known stock; null when unknown (a line from the server cart or from an older build). */
  stock: number | null;
  cartId: number | null;
}

/**
 * A stored line. Stored values outlive releases and can be edited by hand: prices that are not
 * numbers are kept as 0 (the total counts non-numbers as 0), a missing stock is "unknown".
 */
const cartItemSchema = onFirstUse(() => {
  // zod 4's number() refuses Infinity and NaN.
  const storedNumber = z.catch(z.number(), 0);
  return z.object({
    productId: z.int(),
    productName: z.string(),
    image: z.pipe(
      z.catch(z.nullish(z.string()), null),
      z.transform((image) => image ?? null),
    ),
    description: z.pipe(
      z.catch(z.nullish(z.string()), null),
      z.transform((text) => text ?? ''),
    ),
    price: storedNumber,
    specialPrice: storedNumber,
    quantity: z.int().check(z.minimum(1)),
    stock: z.pipe(
      z.catch(z.nullish(z.int()), null),
      z.transform((stock) => stock ?? null),
    ),
    cartId: z.pipe(
      z.catch(z.nullish(z.int()), null),
      z.transform((id) => id ?? null),
    ),
  }) satisfies z.ZodMiniType<CartItem, unknown>;
});

/** Keeps every valid line of a stored list; anything that is not a list is foreign. */
export const storedCartSchema = onFirstUse(() =>
  z.pipe(
    z.array(z.unknown()),
    z.transform((lines) =>
      lines.flatMap((line) => {
        const parsed = cartItemSchema().safeParse(line);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  ),
);

/** The stock a product reports: missing or not a number means none ('Stock Out'). */
export const stockOf = (product: Pick<Product, 'quantity'>): number =>
  typeof product.quantity === 'number' && Number.isFinite(product.quantity)
    ? Math.max(0, product.quantity)
    : 0;

export function toCartItem(product: Product, quantity: number): CartItem {
  return {
    productId: product.productId,
    productName: product.productName,
    image: product.image ?? null,
    description: product.description ?? '',
    price: Number.isFinite(product.price) ? product.price : 0,
    // Stored as the price the card showed, so the total matches what the shopper saw.
    specialPrice: effectiveSpecialPrice(product),
    quantity,
    stock: stockOf(product),
    cartId: null,
  };
}

const numberOrZero = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** The sum of specialPrice × quantity, non-numbers counted as 0. Rounded to cents. */
export function cartTotal(items: readonly CartItem[]): number {
  return sumInCents(
    items.map((item) => lineTotal(numberOrZero(item.specialPrice), numberOrZero(item.quantity))),
  );
}
