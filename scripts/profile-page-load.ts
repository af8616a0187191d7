// `npm run profile:page`: where one page load of a build spends the browser's main thread.
// Serves a build (default: the mock-mode build in dist-mock/, `npm run build:mock` first) like
// a real host, opens a page in Chromium with the CPU profiler on, and stops when the app says it
// is ready (`<html data-app-ready>`) and the page's first content is visible. Prints the time to
// ready, the long tasks, and the self time per script and per function, heaviest first.
//
//   npm run profile:page                               / of dist-mock, 3 runs
//   npm run profile:page -- --path /products --runs 5
//   npm run profile:page -- --dir dist --cpu 4         another build, CPU slowed down 4×
//   npm run profile:page -- --out reports/home.cpuprofile   the last run's profile, for DevTools
// A measurement, never a gate: these machines are shared and timings move with their load.
import { chromium, type CDPSession } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { startMockHttpServer } from '../mocks/server';
import { serveBuild } from './bench/serve-build';
import { chromiumLaunchOptions } from './chromium';

const { values: args } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist-mock' },
    path: { type: 'string', default: '/' },
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '1' },
    top: { type: 'string', default: '12' },
    out: { type: 'string' },
  },
});

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time (ms) per key, from a CPU profile's samples. */
function selfTimes(profile: Profile, keyOf: (node: ProfileNode) => string) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const key = keyOf(byId.get(id)!);
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals].sort((a, b) => b[1] - a[1]);
}

const shortUrl = (url: string) => (url ? url.replace(/^https?:\/\/[^/]+/, '') : '(native)');
const scriptOf = (node: ProfileNode) => {
  const { functionName, url } = node.callFrame;
  if (!url) return `(${functionName || 'program'})`;
  return shortUrl(url);
};
const functionOf = (node: ProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || '(anonymous)'} ${shortUrl(url)}:${lineNumber + 1}`;
};

async function once(session: CDPSession, open: () => Promise<number>) {
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  const readyMs = await open();
  const { profile } = (await session.send('Profiler.stop')) as unknown as { profile: Profile };
  return { readyMs, profile };
}

// As in the bench: picture URLs on the site's own /api/images (scripts/bench.ts).
const mock = await startMockHttpServer({ port: 0, imageBaseUrl: '/api/images' });
const site = await serveBuild({ dir: resolve(args.dir), apiUrl: mock.url });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const runs = Math.max(1, Number(args.runs));
  const rows: { readyMs: number; longTasks: number[]; profile: Profile }[] = [];
  for (let run = 0; run < runs; run++) {
    // A new context each time: a first visit, nothing cached, nothing stored.
    const context = await browser.newContext();
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: Number(args.cpu) });
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as { longTasks: number[] }).longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(Math.round(entry.duration));
      }).observe({ type: 'longtask', buffered: true });
    });
    const { readyMs, profile } = await once(session, async () => {
      const start = Date.now();
      await page.goto(`${site.url}${args.path}`, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
      await page
        .locator('main')
        .getByRole('heading')
        .first()
        .waitFor({ state: 'visible' })
        .catch(() => undefined);
      return Date.now() - start;
    });
    const longTasks = await page.evaluate(
      () => (window as unknown as { longTasks: number[] }).longTasks,
    );
    rows.push({ readyMs, longTasks, profile });
    await context.close();
  }

  console.log(`${args.path} of ${args.dir}, CPU ×${args.cpu}, ${runs} run(s)\n`);
  for (const [i, row] of rows.entries())
    console.log(
      `run ${i + 1}: ready after ${row.readyMs} ms; long tasks (ms): ${row.longTasks.join(', ') || 'none'}`,
    );
  const last = rows[rows.length - 1]!.profile;
  const top = Number(args.top);
  const table = (title: string, entries: [string, number][]) => {
    console.log(`\n${title} (last run, self time)`);
    for (const [key, ms] of entries.slice(0, top))
      console.log(`${ms.toFixed(0).padStart(7)} ms  ${key}`);
  };
  table('By script', selfTimes(last, scriptOf));
  table('By function', selfTimes(last, functionOf));
  if (args.out) {
    await writeFile(args.out, JSON.stringify(last));
    console.log(`\nProfile written to ${args.out} (open it in DevTools' Performance panel).`);
  }
} finally {
  await browser.close();
  await site.close();
  await mock.close();
}
