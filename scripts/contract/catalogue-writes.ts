/**
 * The back office's catalogue writes: a category and a product in it, with an image, all deleted
 * again. Made fresh by the run (named with its id) so no real product or category is touched.
 */
import { idOf, objectOf, productIdOf } from './answer-data';
import type { ApiSession } from './session';
import type { Verification } from './verification';

/** A 1×1 PNG: the smallest picture every server's upload accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const PRODUCT_STEPS = [
  ['updateProduct', 'PUT', '/admin/products/{id}'],
  ['updateProductImage', 'PUT', '/products/{id}/image'],
  ['deleteProduct', 'DELETE', '/admin/products/{id}'],
] as const;

/** Create, rename and delete a category; a product goes through its life in between. */
export async function categoryAndProduct(v: Verification, session: ApiSession, note: string) {
  const step = v.steps(session, note);
  const name = `CV Category ${v.id}`;
  const category = await step('createCategory', 'POST', '/public/categories', {
    json: { categoryName: name, name, description: 'Made by contract:verify', isActive: true },
    expect: [201],
  });
  const categoryId = idOf(objectOf(category?.data), 'categoryId', 'id');
  if (categoryId === undefined) {
    v.skipAll(
      [
        ['updateCategory', 'PUT', '/public/categories/{id}'],
        ['createProduct', 'POST', '/admin/categories/{id}/product'],
        ...PRODUCT_STEPS,
        ['deleteCategory', 'DELETE', '/admin/categories/{id}'],
      ],
      'no category was created',
    );
    return;
  }
  const renamed = `${name} 2`;
  await step('updateCategory', 'PUT', `/public/categories/${categoryId}`, {
    json: { categoryName: renamed, name: renamed, isActive: true },
  });
  await product(v, session, note, categoryId);
  await step('deleteCategory', 'DELETE', `/admin/categories/${categoryId}`);
}

/** Create, update, give an image (read back) and delete a product of the category. */
async function product(v: Verification, session: ApiSession, note: string, categoryId: number) {
  const step = v.steps(session, note);
  const input = {
    productName: `CV Product ${v.id}`,
    description: 'Made by contract:verify',
    price: 10,
    quantity: 5,
    discount: 10,
  };
  const created = await step('createProduct', 'POST', `/admin/categories/${categoryId}/product`, {
    json: input,
    expect: [201],
  });
  const productId = productIdOf(objectOf(created?.data));
  if (productId === undefined) {
    v.skipAll(PRODUCT_STEPS, 'no product was created');
    return;
  }
  await step('updateProduct', 'PUT', `/admin/products/${productId}`, {
    json: { ...input, quantity: 4, specialPrice: 8.5 },
  });
  const form = new FormData();
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'contract-verify.png');
  const uploaded = await v.check({
    operationId: 'updateProductImage',
    session,
    method: 'PUT',
    path: `/products/${productId}/image`,
    body: form,
    expect: [200],
    note: 'multipart PNG',
  });
  const image = objectOf(uploaded?.data)?.image;
  if (typeof image === 'string' && image)
    await v.check({
      operationId: 'getImage',
      session,
      method: 'GET',
      path: `/images/${encodeURIComponent(decodeURIComponent(image.split('/').pop()!))}`,
      expect: [200],
      note: 'the uploaded image',
    });
  await step('deleteProduct', 'DELETE', `/admin/products/${productId}`);
}
