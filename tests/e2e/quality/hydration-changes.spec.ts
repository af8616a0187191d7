import type { Page } from '@playwright/test';
import { expect, test } from '../support/mock-backend';

/**
 * A built page hydrates without redrawing what it already shows (docs/decisions/0015): the app
 * asks for the current products once the page is its own, and when the answer is what the build
 * rendered, no picture and nothing in the product grid changes; when one price changed, only that
 * price does. Mock mode: the build rendered these pages from the mock server, the browser asks
 * the in-browser mock, the same shop.
 */

test.describe.configure({ timeout: 120_000 });

declare global {
  interface Window {
    /** What changed in the grids and pictures after the HTML was parsed (see watchChanges). */
    __changes?: string[];
  }
}

/**
 * Before any script of the app runs (after the parser has built the page, so its own insertions
 * do not count), records every change to a picture and to anything inside a product grid (the
 * element holding the cards, `article`s): as `<tag of the card's price or the node> <what>`.
 */
async function watchChanges(page: Page) {
  await page.addInitScript(() => {
    window.__changes = [];
    const describe = (node: Node) => {
      const element = node instanceof Element ? node : node.parentElement;
      const card = element?.closest('article');
      const where = card ? `card "${card.getAttribute('aria-label')}"` : 'grid';
      const what = element ? element.tagName.toLowerCase() : '#text';
      return `${where} ${what}${node instanceof Text ? ` text "${node.data}"` : ''}`;
    };
    const inGrid = (node: Node) => {
      const element = node instanceof Element ? node : node.parentElement;
      return !!element?.closest('main :has(> article)');
    };
    const record = (mutations: MutationRecord[]) => {
      for (const m of mutations) {
        const touched = [m.target, ...m.addedNodes, ...m.removedNodes];
        const isImage = touched.some((n) => n instanceof HTMLImageElement);
        if (!isImage && !inGrid(m.target)) continue;
        window.__changes!.push(
          m.type === 'attributes'
            ? `${describe(m.target)} @${m.attributeName}`
            : m.type === 'characterData'
              ? `${describe(m.target)}`
              : `${describe(m.target)} children +${m.addedNodes.length} -${m.removedNodes.length}`,
        );
      }
    };
    // 'interactive' comes after parsing and before the module scripts run.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      new MutationObserver(record).observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    });
  });
}

/** The products' answer to the app's own request (not the build's), once it has arrived. */
const productsAnswer = (page: Page) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/public/products' && response.status() === 200,
  );

/** Resolves once the page's main thread has had nothing left to do (React has committed). */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve())),
        ),
      ),
  );

const changes = (page: Page) => page.evaluate(() => window.__changes ?? []);

for (const path of ['/', '/products']) {
  test(`${path}: the current answer, the same as the build's, changes no picture and nothing in the grid`, async ({
    page,
  }) => {
    // A first visit: the in-browser mock starts from the seed, the shop the build rendered.
    await watchChanges(page);
    const answered = productsAnswer(page);
    await page.goto(path);
    await answered;
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await settled(page);
    expect(await changes(page)).toEqual([]);
  });
}

test('/products: a price changed since the build changes that price only', async ({ page }) => {
  await page.goto('/products');
  const first = page.getByRole('main').getByRole('article').nth(1);
  const name = (await first.getAttribute('aria-label'))!;
  // The back office lowers its selling price (the in-browser mock keeps it across page loads).
  const { before, after } = await page.evaluate(async (productName) => {
    const json = { 'Content-Type': 'application/json' };
    await fetch('/api/auth/signin', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: 'admin', password: 'adminPass' }),
    });
    const list = await (
      await fetch(`/api/public/products?keyword=${encodeURIComponent(productName)}`)
    ).json();
    const product = list.content.find(
      (p: { productName: string }) => p.productName === productName,
    );
    // One cent less: the list, sorted by price, keeps its order (a card that moved would also
    // change its picture's loading priority).
    const specialPrice = Math.round(product.specialPrice * 100 - 1) / 100;
    const updated = await fetch(`/api/admin/products/${product.productId}`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ ...product, specialPrice, categoryId: product.category.categoryId }),
    });
    if (!updated.ok) throw new Error(`PUT answered ${updated.status}: ${await updated.text()}`);
    await fetch('/api/auth/signout', { method: 'POST' });
    const money = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    return { before: money(product.specialPrice), after: money(specialPrice) };
  }, name);

  await watchChanges(page);
  await page.goto('/products');
  const card = page.getByRole('main').getByRole('article', { name, exact: true });
  // The HTML still says what the build saw; the app's own answer brings the new price.
  await expect(card.getByText(after, { exact: true })).toBeVisible();
  await settled(page);
  expect(await changes(page)).toEqual([`card "${name}" span text "${after}"`]);
  expect(before).not.toBe(after);
});
