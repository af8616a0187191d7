// `npm run bench:mock`: how long the mock backend takes to answer a filtered, sorted catalogue
// page over 10,000 products, end to end through the msw handler (request in, JSON body out).
// A benchmark, not a test: these machines are shared and timings are noisy. Goal: under 5 ms.
import { getResponse } from 'msw';
import { resetDatabase } from '../mocks/db/database';
import { buildSeed } from '../mocks/db/seed';
import { handlers } from '../mocks/handlers';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);

const seedStart = performance.now();
const state = resetDatabase(buildSeed({ products: PRODUCTS }));
const seedMs = performance.now() - seedStart;
const category = state.categories[2]!.categoryName;

const queries = [
  `pageNumber=0&pageSize=12&sortBy=price&sortOrder=asc`,
  `pageNumber=3&pageSize=12&sortBy=price&sortOrder=desc&category=${encodeURIComponent(category)}`,
  `pageNumber=0&pageSize=12&sortBy=price&sortOrder=asc&category=${encodeURIComponent(category)}&keyword=steel`,
];

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

console.log(
  `seeded ${PRODUCTS} products in ${seedMs.toFixed(0)} ms; ${RUNS} runs per query after 20 warm-up runs`,
);
for (const query of queries) {
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
