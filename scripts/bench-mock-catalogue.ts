// `npm run bench:mock`: how long the mock backend takes to answer a filtered, sorted catalogue
// page over 200 and over 10,000 products, end to end through the msw handler (request in, JSON
// body out), with and without the extension's brand, price and stock filters and facets
// (docs/contract-changes.md). A benchmark, not a test: these machines are shared and timings are
// noisy. Goal: under 5 ms. Also a product's page of reviews (the reviews extension), with 20
// reviews per product at 10,000 products, each sort and a star filter; `--index` (or
// BENCH_INDEX=1) prints the machine's Lighthouse benchmarkIndex first (scripts/machine-speed.ts).
import { getResponse } from 'msw';
import { resetDatabase } from '../mocks/db/database';
import { buildSeed } from '../mocks/db/seed';
import { handlers } from '../mocks/handlers';

const SIZES = process.env.BENCH_PRODUCTS ? [Number(process.env.BENCH_PRODUCTS)] : [200, 10_000];
const RUNS = Number(process.env.BENCH_RUNS ?? 300);

function queriesFor(state: ReturnType<typeof resetDatabase>) {
  const category = encodeURIComponent(state.categories[2]!.categoryName);
  const brands = [...new Set(state.products.map((p) => p.brand))]
    .slice(0, 2)
    .map((brand) => `brand=${encodeURIComponent(brand)}`)
    .join('&');
  return [
    `pageNumber=0&pageSize=12&sortBy=price&sortOrder=asc`,
    `pageNumber=3&pageSize=12&sortBy=price&sortOrder=desc&category=${category}`,
    `pageNumber=0&pageSize=12&sortBy=price&sortOrder=asc&category=${category}&keyword=steel`,
    `pageNumber=0&pageSize=12&sortBy=price&sortOrder=asc&facets=true`,
    `pageNumber=0&pageSize=12&sortBy=price&sortOrder=asc&facets=true&${brands}&minPrice=50&maxPrice=900&inStock=true`,
    `pageNumber=0&pageSize=12&sortBy=price&sortOrder=asc&facets=true&category=${category}&keyword=steel&${brands}&maxPrice=500`,
  ];
}

async function once(query: string) {
  const start = performance.now();
  const response = await getResponse(
    handlers,
    new Request(`http://localhost/api/public/products?${query}`),
  );
  const body = (await response!.json()) as { totalElements: number };
  return { ms: performance.now() - start, total: body.totalElements };
}

async function onceReviews(query: string) {
  const start = performance.now();
  const response = await getResponse(handlers, new Request(`http://localhost/api/${query}`));
  const body = (await response!.json()) as { totalElements: number };
  return { ms: performance.now() - start, total: body.totalElements };
}

/** A product's reviews: the first page newest first, the highest, the lowest, a star filter. */
const reviewQueries = (productId: number) => [
  `public/products/${productId}/reviews?pageNumber=0&pageSize=5`,
  `public/products/${productId}/reviews?pageNumber=1&pageSize=5&sort=highest`,
  `public/products/${productId}/reviews?pageNumber=0&pageSize=5&sort=lowest`,
  `public/products/${productId}/reviews?pageNumber=0&pageSize=5&stars=5`,
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

if (process.argv.includes('--index') || process.env.BENCH_INDEX === '1') {
  const { chromium } = await import('@playwright/test');
  const { measureBenchmarkIndex } = await import('./bench/benchmark-index');
  const { chromiumLaunchOptions } = await import('./chromium');
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const { median } = await measureBenchmarkIndex(browser, 3);
    console.log(`benchmarkIndex ${Math.round(median)}`);
  } finally {
    await browser.close();
  }
}

for (const products of SIZES) {
  const seedStart = performance.now();
  // 20 reviews per product at the large size (issue 69's measure); the seed's spread otherwise.
  const state = resetDatabase(
    buildSeed({ products, reviewsPerProduct: products >= 10_000 ? 20 : undefined }),
  );
  const seedMs = performance.now() - seedStart;
  console.log(
    `seeded ${products} products and ${state.reviews.length} reviews in ${seedMs.toFixed(0)} ms; ${RUNS} runs per query after 20 warm-up runs`,
  );
  const middle = state.products[Math.floor(state.products.length / 2)]!.productId;
  const runs = [
    ...queriesFor(state).map((query) => ({ query, run: () => once(query) })),
    ...reviewQueries(middle).map((query) => ({ query, run: () => onceReviews(query) })),
  ];
  for (const { query, run: one } of runs) {
    for (let i = 0; i < 20; i++) await one();
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const run = await one();
      times.push(run.ms);
      total = run.total;
    }
    times.sort((a, b) => a - b);
    const median = percentile(times, 0.5);
    console.log(
      `${median < 5 ? 'OK  ' : 'SLOW'} median ${median.toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms, ${total} matches  ${query}`,
    );
  }
}
