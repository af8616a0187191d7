import { HttpResponse } from 'msw';
import type { components } from '@/api/schema.gen';
import { withRole } from '../auth';
import { filterFailures, queryProducts } from '../db/catalogue';
import { catalogueFacets } from '../db/catalogue-facets';
import { db, nextId } from '../db/database';
import { soldQuantities, toProductDto } from '../db/serializers';
import type { ProductRow } from '../db/types';
import { http } from '../http';
import { badRequest, malformedBody, notFound, readJson, validationFailed } from '../responses';
import { MAX_IMAGE_BYTES, imageTypeOf } from '@/lib/image-type';
import { IMAGE_EXTENSIONS, ONLY_IMAGES } from '../image-type';
import {
  integerAtLeast,
  integerBetween,
  isRecord,
  LIMITS,
  maxLength,
  minLength,
  numberBetween,
  optionalBoolean,
  optionalNumberBetween,
  optionalText,
  positiveNumber,
  validate,
} from '../validation';
import { imageBaseUrl } from '../image-base-url';
import { readCatalogueFilters } from './catalogue-filters';
import { readListQuery } from './query';

type ProductCataloguePage = components['schemas']['ProductCataloguePage'];

const invalidPage = () => badRequest('Invalid paging parameters');

const productRules = {
  productName: [
    minLength(3, 'Product name must contain atleast 3 characters'),
    maxLength(LIMITS.product.productName, 'Product name'),
  ],
  description: [
    minLength(6, 'Product description must contain atleast 6 characters'),
    maxLength(LIMITS.product.description, 'Product description'),
  ],
  brand: [optionalText(LIMITS.product.brand, 'Brand')],
  price: [positiveNumber, numberBetween(0, LIMITS.price.max)],
  quantity: [integerAtLeast(0), integerBetween(0, LIMITS.stock.max)],
  discount: [optionalNumberBetween(0, 100)],
  specialPrice: [optionalNumberBetween(0, LIMITS.price.max)],
};

/**
 * The product rules, and a special price never above the price (no negative discount). `active`
 * must be true or false (the real server's ProductDTO has no such field: mocks/quirks/dto-fields.ts).
 */
function invalidProduct(body: Record<string, unknown>) {
  const invalid = validate(body, { ...productRules, active: [optionalBoolean] }) ?? {};
  if (
    !invalid.price &&
    !invalid.specialPrice &&
    typeof body.specialPrice === 'number' &&
    body.specialPrice > Number(body.price)
  )
    invalid.specialPrice = 'must be between 0 and the price';
  return Object.keys(invalid).length ? invalid : null;
}

/** The catalogue's free-text filters are bounded like every other string. */
function queryTooLong(url: string, keyword?: string) {
  const search = new URL(url).searchParams;
  const text = keyword ?? search.get('keyword') ?? '';
  if (text.length > LIMITS.query.keyword)
    return badRequest(`Keyword must be at most ${LIMITS.query.keyword} characters`);
  if ((search.get('category') ?? '').length > LIMITS.query.category)
    return badRequest(`Category must be at most ${LIMITS.query.category} characters`);
  return null;
}

function applyProductInput(row: ProductRow, body: Record<string, unknown>, isCreate: boolean) {
  row.productName = String(body.productName).trim();
  row.description = String(body.description).trim();
  row.price = Number(body.price);
  row.quantity = Number(body.quantity);
  row.discount = typeof body.discount === 'number' ? body.discount : isCreate ? 0 : row.discount;
  if (typeof body.brand === 'string') row.brand = body.brand;
  if (typeof body.active === 'boolean') row.active = body.active;
  // Create derives the special price (unrounded, like the real server); update stores what is sent.
  row.specialPrice =
    !isCreate && typeof body.specialPrice === 'number'
      ? body.specialPrice
      : row.price * (1 - row.discount / 100);
}

/**
 * GET /public/products: a page of the catalogue, filtered by the contract's parameters and the
 * extension's (brand, price, stock), with the extension's facets when asked for.
 */
export function productListAnswer(request: Request) {
  const tooLong = queryTooLong(request.url);
  if (tooLong) return tooLong;
  const query = readListQuery(request);
  if (!query) return invalidPage();
  const reading = readCatalogueFilters(request);
  if ('problem' in reading) return badRequest(reading.problem);
  const { facets, ...filters } = reading.filters;
  const failed = filterFailures({ ...query, ...filters });
  const page = queryProducts({ ...query, ...filters }, failed);
  const sold = soldQuantities();
  const base = imageBaseUrl(request.url);
  const body: ProductCataloguePage = {
    ...page,
    content: page.content.map((p) => toProductDto(p, { imageBase: base, sold })),
    ...(facets && { facets: catalogueFacets(failed) }),
  };
  return HttpResponse.json<ProductCataloguePage>(body);
}

export const productHandlers = [
  http.get('/public/products', ({ request }) => productListAnswer(request)),

  http.get('/public/products/keyword/{keyword}', ({ request, params }) => {
    const tooLong = queryTooLong(request.url, params.keyword);
    if (tooLong) return tooLong;
    const query = readListQuery(request);
    if (!query) return invalidPage();
    const page = queryProducts({ ...query, keyword: params.keyword, category: null });
    // The real server answers a successful search with 302 (and no Location header).
    return HttpResponse.json(
      { ...page, content: page.content.map((p) => toProductDto(p)) },
      { status: 302 },
    );
  }),

  http.get('/public/categories/{categoryId}/products', ({ request, params }) => {
    const query = readListQuery(request);
    if (!query) return invalidPage();
    const category = db().categories.find((c) => c.categoryId === Number(params.categoryId));
    if (!category) return notFound(`Category not found with categoryId: ${params.categoryId}`);
    const page = queryProducts({ ...query, categoryId: category.categoryId });
    if (page.totalElements === 0)
      return badRequest(`${category.categoryName} category does not have any products`);
    return HttpResponse.json({ ...page, content: page.content.map((p) => toProductDto(p)) });
  }),

  http.post(
    '/admin/categories/{categoryId}/product',
    withRole('ROLE_ADMIN', async ({ request, params }) => {
      const body = await readJson(request);
      if (!isRecord(body)) return malformedBody();
      const invalid = invalidProduct(body);
      if (invalid) return validationFailed(invalid);
      const category = db().categories.find((c) => c.categoryId === Number(params.categoryId));
      if (!category) return notFound(`Category not found with categoryId: ${params.categoryId}`);
      const name = String(body.productName).trim().toLowerCase();
      if (
        db().products.some(
          (p) => p.categoryId === category.categoryId && p.productName.toLowerCase() === name,
        )
      )
        return badRequest('Product already exist!!');
      const row: ProductRow = {
        productId: nextId('product'),
        productName: '',
        image: 'default.png',
        description: '',
        quantity: 0,
        price: 0,
        discount: 0,
        specialPrice: 0,
        categoryId: category.categoryId,
        brand: '',
        active: true,
        createdAt: new Date().toISOString(),
      };
      applyProductInput(row, body, true);
      db().products.push(row);
      return HttpResponse.json(toProductDto(row), { status: 201 });
    }),
  ),

  http.put(
    '/admin/products/{productId}',
    withRole('ROLE_ADMIN', async ({ request, params }) => {
      const body = await readJson(request);
      if (!isRecord(body)) return malformedBody();
      const invalid = invalidProduct(body);
      if (invalid) return validationFailed(invalid);
      const row = db().products.find((p) => p.productId === Number(params.productId));
      if (!row) return notFound(`Product not found with productId: ${params.productId}`);
      applyProductInput(row, body, false);
      return HttpResponse.json(toProductDto(row));
    }),
  ),

  http.delete(
    '/admin/products/{productId}',
    withRole('ROLE_ADMIN', ({ params }) => {
      const tables = db();
      const row = tables.products.find((p) => p.productId === Number(params.productId));
      if (!row) return notFound(`Product not found with productId: ${params.productId}`);
      const dto = toProductDto(row);
      tables.products = tables.products.filter((p) => p !== row);
      for (const cart of tables.carts)
        cart.items = cart.items.filter((i) => i.productId !== row.productId);
      return HttpResponse.json(dto);
    }),
  ),

  http.put(
    '/products/{productId}/image',
    withRole('ROLE_ADMIN', async ({ request, params }) => {
      const row = db().products.find((p) => p.productId === Number(params.productId));
      if (!row) return notFound(`Product not found with productId: ${params.productId}`);
      const form = await request.formData().catch(() => null);
      const entry = form?.get('image');
      // Duck-typed: jsdom, undici and browsers each have their own File class.
      const file = typeof entry === 'object' && entry !== null ? (entry as File) : null;
      if (!file || file.size === 0) return badRequest('Image file is required');
      // Over 1 MB: a 400 that says so (quirks mode answers the real server's masked 401 before this).
      if (file.size > MAX_IMAGE_BYTES) return badRequest('The image must be at most 1 MB');
      const bytes = new Uint8Array(await file.arrayBuffer());
      // The type is what the bytes are, whatever the name or declared type say.
      const type = imageTypeOf(bytes);
      if (!type) return badRequest(ONLY_IMAGES);
      const name = `${crypto.randomUUID()}${IMAGE_EXTENSIONS[type]}`;
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      db().images[name] = { contentType: type, data: btoa(binary) };
      row.image = name;
      return HttpResponse.json(toProductDto(row));
    }),
  ),
];
