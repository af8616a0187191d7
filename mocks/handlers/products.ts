import { HttpResponse } from 'msw';
import { requireAdmin } from '../auth';
import { queryProducts } from '../db/catalogue';
import { commit, db, nextId } from '../db/database';
import { soldQuantities, toProductDto } from '../db/serializers';
import type { ProductRow } from '../db/types';
import { http } from '../http';
import { badRequest, malformedBody, notFound, readJson, validationFailed } from '../responses';
import { integerAtLeast, isRecord, minLength, positiveNumber, validate } from '../validation';
import { imageBase, readListQuery } from './query';

const invalidPage = () => badRequest('Invalid paging parameters');

const productRules = {
  productName: [minLength(3, 'Product name must contain atleast 3 characters')],
  description: [minLength(6, 'Product description must contain atleast 6 characters')],
  price: [positiveNumber],
  quantity: [integerAtLeast(0)],
};

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

export const productHandlers = [
  http.get('/public/products', ({ request }) => {
    const query = readListQuery(request.url);
    if (!query) return invalidPage();
    const page = queryProducts(query);
    const sold = soldQuantities();
    const base = imageBase(request.url);
    return HttpResponse.json({
      ...page,
      content: page.content.map((p) => toProductDto(p, { imageBase: base, sold })),
    });
  }),

  http.get('/public/products/keyword/{keyword}', ({ request, params }) => {
    const query = readListQuery(request.url);
    if (!query) return invalidPage();
    const page = queryProducts({ ...query, keyword: params.keyword, category: null });
    // The real server answers a successful search with 302 (and no Location header).
    return HttpResponse.json(
      { ...page, content: page.content.map((p) => toProductDto(p)) },
      { status: 302 },
    );
  }),

  http.get('/public/categories/{categoryId}/products', ({ request, params }) => {
    const query = readListQuery(request.url);
    if (!query) return invalidPage();
    const category = db().categories.find((c) => c.categoryId === Number(params.categoryId));
    if (!category) return notFound(`Category not found with categoryId: ${params.categoryId}`);
    const page = queryProducts({ ...query, categoryId: category.categoryId });
    if (page.totalElements === 0)
      return badRequest(`${category.categoryName} category does not have any products`);
    return HttpResponse.json({ ...page, content: page.content.map((p) => toProductDto(p)) });
  }),

  http.post('/admin/categories/{categoryId}/product', async ({ request, params, cookies }) => {
    const guard = requireAdmin(request, cookies);
    if (guard.denied) return guard.denied;
    const body = await readJson(request);
    if (!isRecord(body)) return malformedBody();
    const invalid = validate(body, productRules);
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
    commit();
    return HttpResponse.json(toProductDto(row), { status: 201 });
  }),

  http.put('/admin/products/{productId}', async ({ request, params, cookies }) => {
    const guard = requireAdmin(request, cookies);
    if (guard.denied) return guard.denied;
    const body = await readJson(request);
    if (!isRecord(body)) return malformedBody();
    const invalid = validate(body, productRules);
    if (invalid) return validationFailed(invalid);
    const row = db().products.find((p) => p.productId === Number(params.productId));
    if (!row) return notFound(`Product not found with productId: ${params.productId}`);
    applyProductInput(row, body, false);
    commit();
    return HttpResponse.json(toProductDto(row));
  }),

  http.delete('/admin/products/{productId}', ({ request, params, cookies }) => {
    const guard = requireAdmin(request, cookies);
    if (guard.denied) return guard.denied;
    const tables = db();
    const row = tables.products.find((p) => p.productId === Number(params.productId));
    if (!row) return notFound(`Product not found with productId: ${params.productId}`);
    const dto = toProductDto(row);
    tables.products = tables.products.filter((p) => p !== row);
    for (const cart of tables.carts)
      cart.items = cart.items.filter((i) => i.productId !== row.productId);
    commit();
    return HttpResponse.json(dto);
  }),

  http.put('/products/{productId}/image', async ({ request, params, cookies }) => {
    const guard = requireAdmin(request, cookies);
    if (guard.denied) return guard.denied;
    const row = db().products.find((p) => p.productId === Number(params.productId));
    if (!row) return notFound(`Product not found with productId: ${params.productId}`);
    const form = await request.formData().catch(() => null);
    const entry = form?.get('image');
    // Duck-typed: jsdom, undici and browsers each have their own File class.
    const file = typeof entry === 'object' && entry !== null ? (entry as File) : null;
    if (!file || file.size === 0) return badRequest('Image file is required');
    if (!file.type.startsWith('image/')) return badRequest('Only image files are accepted');
    const extension = /\.[A-Za-z0-9]+$/.exec(file.name ?? '')?.[0] ?? '.png';
    const name = `${crypto.randomUUID()}${extension}`;
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    db().images[name] = { contentType: file.type, data: btoa(binary) };
    row.image = name;
    commit();
    return HttpResponse.json(toProductDto(row));
  }),
];
