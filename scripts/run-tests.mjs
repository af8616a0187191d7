// `npm test`: every check CI runs, one step after the other, stopping at the first that fails.
// At the end (also after a failure) it prints each step's wall-clock time and the machine's load
// average while it ran (the 1-minute figure, sampled every 5 s), so a slow run says which step
// was slow and how loaded the machine was (README, "Test times").
//
//   node scripts/run-tests.mjs             every step
//   node scripts/run-tests.mjs --from X    from the script named X on (e.g. --from test:e2e)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

// The package's own scripts, by name: each step is defined once, in package.json.
const STEPS = [
  'api:check',
  'typecheck',
  'lint',
  'format:check',
  'test:unit',
  'check:prod-bundle',
  'check:budgets',
  'test:e2e',
  'test:e2e:http',
];

const { values: args } = parseArgs({ options: { from: { type: 'string' } } });
const first = args.from ? STEPS.indexOf(args.from) : 0;
if (first < 0) {
  console.error(`No step named ${args.from}: ${STEPS.join(', ')}`);
  process.exit(2);
}

/** The 1-minute load average, or undefined where the system does not say (not Linux). */
function loadAverage() {
  try {
    return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  } catch {
    return undefined;
  }
}

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const results = [];
let exitCode = 0;
for (const name of STEPS.slice(first)) {
  console.log(`\n──────── ${name} ────────`);
  const loads = [];
  const sample = () => {
    const load = loadAverage();
    if (load !== undefined) loads.push(load);
  };
  const sampler = setInterval(sample, 5_000);
  const started = performance.now();
  const code = await run(`npm run -s ${name}`);
  clearInterval(sampler);
  sample();
  results.push({ name, seconds: (performance.now() - started) / 1000, loads, code });
  if (code !== 0) {
    exitCode = code;
    break;
  }
}

const pad = (text, width) => String(text).padStart(width);
console.log('\n──────── npm test: step times ────────');
for (const { name, seconds, loads, code } of results) {
  const load = loads.length
    ? `load ${(loads.reduce((a, b) => a + b, 0) / loads.length).toFixed(1)} mean, ${Math.max(...loads).toFixed(1)} max`
    : 'load -';
  console.log(
    `${pad(Math.round(seconds), 6)}s  ${load.padEnd(26)}  ${name}${code ? '  FAILED' : ''}`,
  );
}
const total = results.reduce((sum, r) => sum + r.seconds, 0);
console.log(`${pad(Math.round(total), 6)}s  total`);
process.exit(exitCode);
