import { roundToCents } from '@/lib/money';
import { IMAGE_BASE_URL } from './config';
import type { components } from './schema.gen';

/**
 * Responses come in two spellings (`productId`/`id`, `categoryName`/`name`, `pincode`/`zipCode`
 * ...) and two list shapes (paged envelope or plain array); see openapi.yaml. Screens read only
 * the canonical generated types: these adapters convert every answer into them, and turn form
 * values into the wire bodies the contract names.
 */

type Schemas = components['schemas'];
export type Product = Schemas['Product'];
export type Category = Schemas['Category'];
export type Address = Schemas['Address'];
export type PageMeta = Schemas['PageMeta'];
export type ProductFacets = Schemas['ProductFacets'];

/** A list as the screens read it: always the envelope's fields. */
export type Page<T> = PageMeta & { content: T[] };

type Envelope<T> = Partial<PageMeta> & { content: T[] };

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function toCategoryRef(
  ref: Schemas['CategoryRef'] | undefined,
): Schemas['CategoryRef'] | undefined {
  if (!ref) return undefined;
  const categoryId = ref.categoryId ?? ref.id;
  const categoryName = ref.categoryName ?? ref.name;
  return {
    ...(categoryId !== undefined && { categoryId }),
    ...(categoryName !== undefined && { categoryName }),
  };
}

export function toProduct(product: Schemas['ProductResponse']): Product {
  const canonical = 'productId' in product && product.productId !== undefined;
  return {
    productId: canonical ? product.productId : (product as Schemas['ProductAlt']).id,
    productName: canonical ? product.productName : (product as Schemas['ProductAlt']).name,
    soldQuantity: canonical ? product.soldQuantity : (product as Schemas['ProductAlt']).sales,
    image: product.image,
    description: product.description,
    quantity: product.quantity,
    // The server's doubles are not rounded (26.991): money is rounded to the cent on arrival.
    price: isFiniteNumber(product.price) ? roundToCents(product.price) : product.price,
    discount: product.discount,
    specialPrice: isFiniteNumber(product.specialPrice)
      ? roundToCents(product.specialPrice)
      : product.specialPrice,
    category: toCategoryRef(product.category),
    brand: product.brand,
    active: product.active,
    createdAt: product.createdAt,
    // The reviews extension's summary (docs/contract-changes.md): kept only when it is whole, so
    // a card shows stars only for a server that counts them.
    ...(isRatingSummary(product.rating) && { rating: product.rating }),
  };
}

const isRatingSummary = (value: unknown): value is Schemas['RatingSummary'] =>
  typeof value === 'object' &&
  value !== null &&
  isFiniteNumber((value as Schemas['RatingSummary']).average) &&
  isFiniteNumber((value as Schemas['RatingSummary']).count);

export function toCategory(category: Schemas['CategoryResponse']): Category {
  const canonical = 'categoryId' in category && category.categoryId !== undefined;
  return {
    categoryId: canonical ? category.categoryId : (category as Schemas['CategoryAlt']).id,
    categoryName: canonical ? category.categoryName : (category as Schemas['CategoryAlt']).name,
    description: category.description,
    productCount: category.productCount,
    isActive: category.isActive,
    createdAt: category.createdAt,
    updatedAt: category.updatedAt,
  };
}

export function toAddress(address: Schemas['AddressResponse']): Address {
  const alt = address as Partial<Schemas['AddressAlt']> & Partial<Address>;
  return {
    addressId: address.addressId,
    buildingName: alt.buildingName ?? alt.building ?? '',
    street: address.street,
    city: address.city,
    state: address.state,
    country: address.country,
    pincode: alt.pincode ?? alt.zipCode ?? '',
  };
}

/**
 * Either list shape as a page. A plain array is one page holding everything; a missing or
 * malformed answer is an empty page (the admin screens fall back on it).
 */
export function toPage<T, U>(
  list: Envelope<T> | T[] | null | undefined,
  mapItem: (item: T) => U,
): Page<U> {
  if (Array.isArray(list)) {
    return {
      content: list.map(mapItem),
      pageNumber: 0,
      pageSize: list.length,
      totalElements: list.length,
      totalPages: list.length ? 1 : 0,
      lastPage: true,
    };
  }
  const items = Array.isArray(list?.content) ? list.content : [];
  const pageNumber = isFiniteNumber(list?.pageNumber) ? list.pageNumber : 0;
  const pageSize = isFiniteNumber(list?.pageSize) ? list.pageSize : items.length;
  const totalElements = isFiniteNumber(list?.totalElements) ? list.totalElements : items.length;
  const totalPages = isFiniteNumber(list?.totalPages)
    ? list.totalPages
    : pageSize > 0
      ? Math.ceil(totalElements / pageSize)
      : 0;
  return {
    content: items.map(mapItem),
    pageNumber,
    pageSize,
    totalElements,
    totalPages,
    lastPage: typeof list?.lastPage === 'boolean' ? list.lastPage : pageNumber + 1 >= totalPages,
  };
}

/**
 * The client secret from POST /order/stripe-client-secret: plain text on the real server, a JSON
 * `{clientSecret}` elsewhere (also when a text answer holds that JSON). Null when none is there.
 */
export function readClientSecret(
  body: string | Schemas['ClientSecretResponse'] | null | undefined,
): string | null {
  if (typeof body === 'string') {
    const text = body.trim();
    if (text.startsWith('{') || text.startsWith('"')) {
      try {
        return readClientSecret(JSON.parse(text) as Schemas['ClientSecretResponse'] | string);
      } catch {
        return null;
      }
    }
    return text || null;
  }
  const secret = body?.clientSecret;
  return typeof secret === 'string' && secret.trim() ? secret.trim() : null;
}

/** The address form's values (docs/product/accounts.md#4-profile-and-addresses). */
export interface AddressFormValues {
  buildingName: string;
  street: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
}

/**
 * The address body: the shop's own wire names (`building`, `zipCode`) and the real server's
 * (`buildingName`, `pincode`), both sent, as AddressInput says.
 */
export function toAddressInput(form: AddressFormValues): Schemas['AddressInput'] {
  return {
    street: form.street,
    building: form.buildingName,
    buildingName: form.buildingName,
    city: form.city,
    state: form.state,
    country: form.country,
    zipCode: form.pincode,
    pincode: form.pincode,
  };
}

/** The admin category form's values: `{name, description, isActive}`. */
export interface CategoryFormValues {
  name: string;
  description?: string;
  isActive?: boolean;
}

/** The real server reads `categoryName`, the shop's admin screens `name`: send both. */
export function toCategoryInput(form: CategoryFormValues): Schemas['CategoryInput'] {
  return {
    categoryName: form.name,
    name: form.name,
    ...(form.description !== undefined && { description: form.description }),
    ...(form.isActive !== undefined && { isActive: form.isActive }),
  };
}

/**
 * Where a product image loads from: bare file names from the image base (VITE_IMAGE_BASE_URL,
 * by default `${API base}/images`, see config.ts); absolute URLs (GET /public/products answers
 * those on the real server), data: URLs and root paths as given. Null when there is no image
 * (the card shows its placeholder).
 */
export function productImageUrl(
  image: string | null | undefined,
  imageBaseUrl: string = IMAGE_BASE_URL,
): string | null {
  const name = image?.trim();
  if (!name) return null;
  if (/^(https?:|data:|blob:)/i.test(name) || name.startsWith('/')) return name;
  return `${imageBaseUrl.replace(/\/+$/, '')}/${encodeURIComponent(name)}`;
}

/**
 * GET /public/products answers full image URLs built from the file name, so a product without
 * an image arrives as `.../images/` (or `.../images/null`): that is no image, not a broken one.
 * The same goes for a bare `null` or `undefined` file name.
 */
const NAMELESS_IMAGE_URL = /\/images\/(null|undefined)?$/i;
const NAMELESS_IMAGE = /^(null|undefined)$/i;

/** Where a product's picture loads from, or null when it has none. */
export function productImageSource(image: string | null | undefined): string | null {
  if (image && NAMELESS_IMAGE.test(image.trim())) return null;
  const url = productImageUrl(image);
  return url && !NAMELESS_IMAGE_URL.test(url) ? url : null;
}

/** The selling price: `specialPrice` when it is a number, else 90% of the price. */
export function effectiveSpecialPrice(
  product: Pick<Schemas['ProductFields'], 'price' | 'specialPrice'>,
): number {
  if (isFiniteNumber(product.specialPrice)) return roundToCents(product.specialPrice);
  return isFiniteNumber(product.price) ? roundToCents(product.price * 0.9) : 0;
}
