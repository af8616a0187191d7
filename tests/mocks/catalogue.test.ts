import { describe, expect, it } from 'vitest';
import { callApi } from '../helpers/mock-api';

type Product = {
  productId: number;
  productName: string;
  price: number;
  category?: { categoryName?: string };
};
type Page = {
  content: Product[];
  pageNumber: number;
  pageSize: number;
  totalElements: number;
  totalPages: number;
  lastPage: boolean;
};

async function page(query: string): Promise<Page> {
  const response = await callApi(`/public/products?${query}`);
  expect(response.status).toBe(200);
  return response.json();
}

describe('GET /public/products pages, sorts and filters on the server like the real API', () => {
  it('pages from zero with the requested size', async () => {
    const first = await page('pageNumber=0&pageSize=12');
    expect(first).toMatchObject({
      pageNumber: 0,
      pageSize: 12,
      totalElements: 200,
      totalPages: 17,
      lastPage: false,
    });
    expect(first.content).toHaveLength(12);
    const last = await page('pageNumber=16&pageSize=12');
    expect(last.content).toHaveLength(8);
    expect(last.lastPage).toBe(true);
  });

  it('sorts by price ascending and descending (anything but asc is descending)', async () => {
    const asc = (await page('pageSize=200&sortBy=price&sortOrder=asc')).content.map((p) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await page('pageSize=200&sortBy=price&sortOrder=whatever')).content.map(
      (p) => p.price,
    );
    expect(desc).toEqual([...asc].reverse());
  });

  it('filters by category name and keyword together', async () => {
    const phones = await page('pageSize=200&category=phones');
    expect(phones.totalElements).toBeGreaterThan(0);
    expect(phones.content.every((p) => p.category?.categoryName === 'Phones')).toBe(true);
    const word = phones.content[0]!.productName.split(' ')[1]!.toLowerCase();
    const both = await page(`pageSize=200&category=Phones&keyword=${word}`);
    expect(both.totalElements).toBeGreaterThan(0);
    expect(both.content.every((p) => p.productName.toLowerCase().includes(word))).toBe(true);
    expect((await page('category=No%20such%20thing')).totalElements).toBe(0);
  });

  it('answers a malformed page number with the real 400 message body', async () => {
    const response = await callApi('/public/products?pageNumber=abc');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ status: false, message: expect.any(String) });
  });

  it('answers the keyword search with 302 and the matching products, like the real server', async () => {
    const response = await callApi('/public/products/keyword/a?pageSize=3', { redirect: 'manual' });
    expect(response.status).toBe(302);
    const body: Page = await response.json();
    expect(body.content.length).toBeGreaterThan(0);
  });

  it('serves product images with no network, as PNG like the real server', async () => {
    const response = await callApi('/images/product-1.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await response.arrayBuffer());
    // The PNG signature, then the IHDR chunk's width and height: a 4:3 picture 400 pixels wide.
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const header = new DataView(bytes.buffer, bytes.byteOffset + 16, 8);
    expect([header.getUint32(0), header.getUint32(4)]).toEqual([400, 300]);
    expect((await callApi('/images/unknown.png')).status).toBe(404);
  });
});
