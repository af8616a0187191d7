import type { Page } from '@playwright/test';

export interface ListedProduct {
  productId: number;
  productName: string;
  price: number;
  quantity: number;
  /** Absent on the real server's products: they count as on sale. */
  active?: boolean;
}

/**
 * What the back-office product list shows for `status=active&sort=price&dir=asc`, read from the
 * API: on sale with stock, cheapest first, equal prices by id.
 */
export async function activeByPrice(page: Page): Promise<ListedProduct[]> {
  const all = await page.evaluate(async () => {
    const response = await fetch('/api/public/products?pageNumber=0&pageSize=1000', {
      credentials: 'include',
    });
    return ((await response.json()) as { content: ListedProduct[] }).content;
  });
  return all
    .filter((p) => p.active !== false && p.quantity > 0)
    .sort((a, b) => a.price - b.price || a.productId - b.productId);
}
