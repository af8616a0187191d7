// `npm run contract:fuzz [-- options]`: property-based tests of openapi.yaml by Schemathesis.
//
// By default it starts the mock server in this process on a free port (plain mode, then quirks
// mode, each from the seed data) and runs the pinned Schemathesis (.venv-fuzz/bin/st) against it
// with every phase (examples, coverage, fuzzing, stateful along the contract's links), positive
// and negative data, signed in as the shopper and the administrator (cookie auth). It fails on a
// server error (also one quirks mode hides behind its masked 401: a crash the mock server logs),
// an answer the contract does not describe, invalid input accepted, or a failed stateful check.
// The checks and their exclusions (quirks mode only, each with its reason) are in scripts/fuzz/.
// `--base-url` runs the same against a live server, read-only unless `--writes`. Exit 0: every
// run passed; 1: a run failed; 2: a bad command line or no Schemathesis installed.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { resetDatabase } from '../mocks/db/database';
import { startMockHttpServer, type MockHttpServer } from '../mocks/server';
import { UsageError } from './contract/cli-options';
import { parseFuzzOptions, USAGE, type FuzzOptions } from './fuzz/cli';
import { exclusionsFor, type FuzzMode } from './fuzz/exclusions';
import { readRunNumbers, type RunNumbers } from './fuzz/report';
import { runConfigToml, wfcAuthDocument } from './fuzz/run-config';
import { findSchemathesis, installCommands, pinnedVersion } from './fuzz/venv';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

let options: FuzzOptions;
try {
  const parsed = parseFuzzOptions();
  if (parsed.help) {
    console.log(USAGE);
    process.exit(0);
  }
  options = parsed.options;
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`contract:fuzz: ${error.message}\n\n${USAGE}`);
  process.exit(2);
}

const found = findSchemathesis(root);
if ('problem' in found) {
  console.error(
    `contract:fuzz: ${found.problem}. Install the pinned version (${pinnedVersion(root)}) once, from the project's root:\n\n` +
      installCommands.map((command) => `  ${command}`).join('\n') +
      '\n\n(On Debian, `apt-get install python3-venv` first if `python3 -m venv` says ensurepip is missing.)',
  );
  process.exit(2);
}
const st = found.st;

/** The links openapi.yaml declares, by name (a name may be used by two operations). */
const declaredLinks = new Set<string>();
const contract = parse(readFileSync('openapi.yaml', 'utf8')) as {
  paths: Record<string, Record<string, { responses?: Record<string, { links?: object }> }>>;
};
for (const operations of Object.values(contract.paths))
  for (const operation of Object.values(operations))
    for (const response of Object.values(operation.responses ?? {}))
      for (const name of Object.keys(response.links ?? {})) declaredLinks.add(name);

interface RunResult {
  label: string;
  numbers: RunNumbers;
  crashes: string[];
  wallSeconds: number;
  passed: boolean;
}

/** Runs `st`, its output straight to this terminal; resolves with its exit code. */
function runSchemathesis(args: string[], cwd: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(st, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The mock server's own log of crashes (mocks/server.ts logs each one before answering). */
function watchCrashes(): { crashes: string[]; stop: () => void } {
  const crashes: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    const first = String(args[0] ?? '');
    if (first.startsWith('[mock server]'))
      crashes.push(
        `${first} ${args
          .slice(1)
          .map((arg) => String(arg).split('\n')[0])
          .join(' ')}`,
      );
    original(...args);
  };
  return { crashes, stop: () => void (console.error = original) };
}

async function fuzz(mode: FuzzMode): Promise<RunResult> {
  const label = options.apiBase ? `live-${mode}` : mode;
  const dir = join(root, 'reports', 'fuzz', label);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });

  let mock: MockHttpServer | undefined;
  let apiBase = options.apiBase;
  if (!apiBase) {
    resetDatabase();
    mock = await startMockHttpServer({ port: 0, quirks: mode === 'quirks' });
    apiBase = `${mock.url}/api`;
  }
  const exclusions = exclusionsFor(mode);
  const where = mock ? `the mock server in ${mode} mode at ${apiBase}` : `${apiBase}`;
  console.log(`\n======== contract:fuzz: ${where} ========`);
  if (options.apiBase)
    console.log(
      options.writes
        ? 'WRITES: Schemathesis creates, changes and deletes data on this server with generated values (--writes); nothing is cleaned up.'
        : 'read-only: only the GET operations are called (--writes for the others)',
    );
  console.log(
    `seed ${options.seed}, ${options.maxExamples} examples per operation and phase, as ${options.shopper.username} (shopper) and ${options.admin.username} (admin)`,
  );
  for (const exclusion of exclusions)
    console.log(
      `excluded: ${exclusion.check} on ${exclusion.operations.join(', ')}\n  because: ${exclusion.reason}`,
    );

  writeFileSync(
    join(dir, 'auth.json'),
    JSON.stringify(
      wfcAuthDocument(new URL(apiBase).pathname, options.shopper, options.admin),
      null,
      2,
    ),
  );
  writeFileSync(
    join(dir, 'schemathesis.toml'),
    runConfigToml({
      basePath: join(root, 'scripts', 'fuzz', 'schemathesis.toml'),
      authPath: 'auth.json',
      exclusions,
      title: `contract:fuzz ${label}`,
    }),
  );
  const args = [
    '--config-file',
    'schemathesis.toml',
    'run',
    join(root, 'openapi.yaml'),
    '--url',
    apiBase,
    '--seed',
    String(options.seed),
    '--max-examples',
    String(options.maxExamples),
    '--report',
    'json,ndjson,junit',
    '--report-dir',
    '.',
    '--report-json-path',
    'report.json',
    '--report-ndjson-path',
    'events.ndjson',
    '--report-junit-path',
    'junit.xml',
    ...(options.apiBase && !options.writes ? ['--include-method', 'GET'] : []),
  ];

  const watch = mock ? watchCrashes() : { crashes: [], stop: () => undefined };
  const started = performance.now();
  let code: number;
  try {
    code = await runSchemathesis(args, dir);
  } finally {
    watch.stop();
    await mock?.close();
  }
  const wallSeconds = (performance.now() - started) / 1000;
  const numbers = await readRunNumbers(join(dir, 'report.json'), join(dir, 'events.ndjson'));
  const passed = code === 0 && watch.crashes.length === 0;
  return { label, numbers, crashes: watch.crashes, wallSeconds, passed };
}

function printResult(result: RunResult) {
  const { numbers: n } = result;
  const followed = [...declaredLinks].filter((name) => n.linksFollowed[name]);
  console.log(
    `\n──────── contract:fuzz ${result.label}: ${result.passed ? 'passed' : 'FAILED'} ────────`,
  );
  console.log(
    `operations: ${n.operations.tested} tested of ${n.operations.selected} selected` +
      (n.operations.errored ? ` (${n.operations.errored} errored)` : ''),
  );
  console.log(`test cases: ${n.cases} generated`);
  console.log(`checks: ${n.checks.run} run, ${n.checks.failed} failed`);
  console.log(
    `links of openapi.yaml followed by the stateful phase: ${followed.length} of ${declaredLinks.size}` +
      (followed.length < declaredLinks.size
        ? ` (not followed: ${[...declaredLinks].filter((name) => !n.linksFollowed[name]).join(', ')})`
        : ''),
  );
  for (const failure of n.failures)
    console.log(`failure ${failure.code} ${failure.title}: ${failure.operations.join(', ')}`);
  if (n.errors) console.log(`errors: ${n.errors} (see the output above)`);
  for (const crash of result.crashes.slice(0, 10)) console.log(`server crash: ${crash}`);
  if (result.crashes.length > 10) console.log(`… and ${result.crashes.length - 10} more crashes`);
  console.log(
    `time: ${Math.round(result.wallSeconds)} s (Schemathesis: ${Math.round(n.runningTime)} s); reports in reports/fuzz/${result.label}/`,
  );
}

const results: RunResult[] = [];
for (const mode of options.modes) results.push(await fuzz(mode));
for (const result of results) printResult(result);
const failed = results.filter((result) => !result.passed);
console.log(
  `\ncontract:fuzz: ${results.length - failed.length} of ${results.length} runs passed` +
    ` (Schemathesis ${pinnedVersion(root)}, seed ${options.seed}, ${options.maxExamples} examples)`,
);
process.exit(failed.length ? 1 : 0);
