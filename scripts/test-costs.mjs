// What each test file costs and how much it checks (docs/test-costs.md): a markdown table per
// runner from the JSON reports the runners write, and the totals, so that a change to the suite
// is judged by one command before and after it.
//
//   node scripts/test-costs.mjs [--vitest reports/vitest.json] [--playwright reports/e2e.json] [--count]
//
// The reports: `npx vitest run --reporter=json --outputFile=reports/vitest.json` and
// `PLAYWRIGHT_JSON_OUTPUT_NAME=reports/e2e.json npx playwright test --reporter=json,list`.
// A missing report is said so and left out. --count adds the static count of every test file
// under tests/ (the specs no report holds too, such as HTTP mode's); without any report it is
// printed anyway.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const { values: args } = parseArgs({
  options: {
    vitest: { type: 'string', default: 'reports/vitest.json' },
    playwright: { type: 'string', default: 'reports/e2e.json' },
    count: { type: 'boolean', default: false },
  },
});

// A static count, a proxy for how much a file checks: the calls written in its source, not the
// ones made (a loop over 21 routes is one call here), and not the expects inside helpers such as
// tests/e2e/support/*.ts. `\s*` allows for prettier's `expect\n  .soft(`; `expectToast(` is no
// match.
const EXPECT_CALL = /\bexpect\s*(?:\.\s*(?:soft|poll|element)\s*)?\(/g;
// The test files of both runners (vitest: *.test.ts(x); Playwright: *.spec.ts).
const TEST_FILE = /\.(test\.tsx?|spec\.ts)$/;

function expectCalls(file) {
  const path = join(ROOT, file);
  return existsSync(path) ? (readFileSync(path, 'utf8').match(EXPECT_CALL) ?? []).length : null;
}

/** Every test file under tests/, relative to the repository, sorted. */
function testFiles(dir = join(ROOT, 'tests')) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return testFiles(path);
      return TEST_FILE.test(entry.name) ? [relative(ROOT, path)] : [];
    })
    .sort();
}

/**
 * A report's path as a path in this repository. A report made in another checkout names files
 * by that checkout's absolute path: then the part from tests/ on is taken.
 */
function repoPath(absolute) {
  const path = relative(ROOT, absolute);
  if (!path.startsWith('..')) return path;
  const at = absolute.lastIndexOf('/tests/');
  return at >= 0 ? absolute.slice(at + 1) : absolute;
}

function readReport(path) {
  const full = resolve(ROOT, path);
  if (existsSync(full)) return JSON.parse(readFileSync(full, 'utf8'));
  console.log(`(no report at ${path}: run its runner with the JSON reporter first)\n`);
  return null;
}

/**
 * vitest's JSON reporter: a file's startTime is its first test's start, its endTime its last
 * test's end. The file's import and its top-level beforeAll (tests/prerender/built-pages.test.ts
 * builds the app twice there) come before startTime and are not in it. The report names no
 * worker, so `before` infers that part: the files are laid end to end on as few workers as fit,
 * and a file's `before` is the idle time on its worker before its first test.
 */
function vitestFiles(report) {
  const files = report.testResults
    .map((file) => ({
      file: repoPath(file.name),
      tests: file.assertionResults.length,
      ms: file.endTime - file.startTime,
      start: file.startTime,
      end: file.endTime,
    }))
    .sort((a, b) => a.start - b.start);
  const workerEnds = [];
  for (const f of files) {
    // The worker that went idle last before this file started (1 ms for rounding).
    const free = workerEnds.filter((end) => end <= f.start + 1);
    const end = free.length ? Math.max(...free) : report.startTime;
    f.beforeMs = f.start - end;
    if (free.length) workerEnds[workerEnds.indexOf(end)] = f.end;
    else workerEnds.push(f.end);
  }
  return files;
}

/**
 * Playwright's JSON reporter: suites (a file, then its describes) hold specs, a spec its tests
 * (one per project), a test its results (one per try). A file's worker time is the sum of its
 * results' durations (fixtures and retries included; the web server's build not).
 */
function playwrightFiles(report) {
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        // spec.file is relative to the config's rootDir, for a project with its own testDir too.
        const file = repoPath(join(report.config.rootDir, spec.file));
        const row = byFile.get(file) ?? { file, tests: 0, ms: 0 };
        row.tests += 1;
        row.ms += test.results.reduce((sum, result) => sum + result.duration, 0);
        // The pages it loaded in full, as its fixture counts them (tests/e2e/support/mock-backend.ts).
        for (const result of test.results)
          for (const note of result.annotations ?? [])
            if (note.type === 'page-loads') row.loads = (row.loads ?? 0) + Number(note.description);
        byFile.set(file, row);
      }
    for (const child of suite.suites ?? []) walk(child);
  };
  report.suites.forEach(walk);
  return [...byFile.values()];
}

/** A markdown table, its columns padded so it also reads in a terminal; `right`: numbers. */
function table(head, rows, right) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const pad = (value, i) =>
    right.includes(i) ? String(value).padStart(widths[i]) : String(value).padEnd(widths[i]);
  const line = (cells) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = widths.map((w, i) => (right.includes(i) ? `${'-'.repeat(w - 1)}:` : '-'.repeat(w)));
  return [line(head), `| ${rule.join(' | ')} |`, ...rows.map(line)].join('\n');
}

const seconds = (ms) => (ms === undefined ? '–' : (ms / 1000).toFixed(1));
const number = (n) => (n === undefined ? '–' : n.toLocaleString('en-US'));
const sum = (rows, key) => rows.reduce((total, row) => total + (row[key] ?? 0), 0);

/** One runner's table, most costly file first; returns its totals. */
function runnerTable(runner, files, wallMs) {
  files.sort((a, b) => b.ms - a.ms || a.file.localeCompare(b.file));
  for (const f of files) f.calls = expectCalls(f.file);
  const totals = { runner, files: files.length, wallMs };
  for (const key of ['tests', 'ms', 'calls', 'beforeMs', 'loads']) totals[key] = sum(files, key);
  // Only vitest's files have a `before` (see vitestFiles); only Playwright's count page loads.
  const before = files.some((f) => f.beforeMs !== undefined);
  const loads = files.some((f) => f.loads !== undefined);
  const row = (name, f, share) => {
    const cells = [name, number(f.tests), seconds(f.ms), share, number(f.calls ?? undefined)];
    if (before) cells.push(seconds(f.beforeMs));
    if (loads) cells.push(number(f.loads), f.loads ? seconds(f.ms / f.loads) : '–');
    return cells;
  };
  const rows = files.map((f) =>
    row(`\`${f.file}\``, f, `${((100 * f.ms) / (totals.ms || 1)).toFixed(1)}%`),
  );
  rows.push(row('**total**', totals, '100%'));
  const head = ['file', 'tests', 'worker s', 'share', 'expect calls'];
  if (before) head.push('before s');
  if (loads) head.push('page loads', 'worker s per load');
  console.log(`## ${runner}\n\n${table(head, rows, [1, 2, 3, 4, 5, 6])}\n`);
  return totals;
}

const summary = [];

const vitest = readReport(args.vitest);
if (vitest) {
  // Wall time: the report's start to its last file's end (the run less its teardown).
  const lastEnd = Math.max(...vitest.testResults.map((f) => f.endTime));
  summary.push(runnerTable('vitest', vitestFiles(vitest), lastEnd - vitest.startTime));
}

const playwright = readReport(args.playwright);
if (playwright) {
  // stats.duration is the whole run, its web server's build included.
  summary.push(runnerTable('Playwright', playwrightFiles(playwright), playwright.stats?.duration));
}

if (args.count || summary.length === 0) {
  const rows = testFiles().map((file) => [
    `\`${file}\``,
    file.endsWith('.spec.ts') ? 'Playwright' : 'vitest',
    expectCalls(file),
  ]);
  const head = ['file', 'runner', 'expect calls'];
  console.log(`## Every test file (static)\n\n${table(head, rows, [2])}\n`);
  for (const runner of ['vitest', 'Playwright']) {
    const mine = rows.filter((row) => row[1] === runner);
    const calls = mine.reduce((total, row) => total + row[2], 0);
    summary.push({ runner: `${runner}, every file under tests/`, files: mine.length, calls });
  }
}

// One line per runner: what a before/after comparison reads.
const head = ['runner', 'files', 'tests', 'worker s', 'before s', 'wall s', 'expect calls'];
const rows = summary.map((t) => [
  t.runner,
  t.files,
  number(t.tests),
  seconds(t.ms),
  seconds(t.beforeMs || undefined),
  seconds(t.wallMs),
  number(t.calls),
]);
console.log(`## Totals\n\n${table(head, rows, [1, 2, 3, 4, 5, 6])}`);
