// `npm run bench:mock`: how long the mock backend takes to answer a filtered, sorted catalogue
// page over 200 and over 10,000 products, end to end through the msw handler (request in, JSON
// body out), with and without the extension's brand, price and stock filters and facets
// (docs/contract-changes.md). A benchmark, not a test: these machines are shared and timings are
// noisy. Goal: under 5 ms.
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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

for (const products of SIZES) {
  const seedStart = performance.now();
  const state = resetDatabase(buildSeed({ products }));
  const seedMs = performance.now() - seedStart;
  console.log(
    `seeded ${products} products in ${seedMs.toFixed(0)} ms; ${RUNS} runs per query after 20 warm-up runs`,
  );
  for (const query of queriesFor(state)) {
    for (let i = 0; i < 20; i++) await once(query);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const run = await once(query);
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
