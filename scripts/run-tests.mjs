// `npm test`: every check CI runs, stage after stage, stopping after the first stage that fails.
// The quick static checks of a stage run side by side (each is mostly one core's work for a few
// seconds; their output is printed whole, one after the other, as each ends); the test runners
// run alone, as they size their workers from the cores they find. At the end (also after a
// failure) it prints each step's wall-clock time and the machine's load average while it ran (the
// 1-minute figure, sampled every 5 s: mean, and the maximum with the second of the stage it came
// at), so a slow run says which step was slow and how loaded the machine was, and the machine's
// benchmarkIndex before and after, so it says how fast the machine was (README, "Test times").
//
//   node scripts/run-tests.mjs             every step
//   node scripts/run-tests.mjs --from X    from the stage of the script named X on (e.g. --from test:e2e)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

// The package's own scripts, by name: each step is defined once, in package.json.
const STAGES = [
  ['api:check', 'typecheck', 'lint', 'format:check'],
  ['test:unit'],
  ['check:budgets'],
  ['test:e2e'],
  ['test:e2e:http'],
  // HTTP mode has just built the production bundle as a deployment without card configuration
  // has it (mocks off, no test payments, no Stripe key: playwright.http.config.ts); the check
  // reads that build instead of making one more of its own (9 s idle, about 15 s under load).
  // Alone, `npm run check:prod-bundle` still builds.
  ['check:prod-bundle -- --dir dist-http-no-card'],
];
/** A step's script name: what `--from` and the report name (the step may carry arguments). */
const scriptOf = (step) => step.split(' ')[0];
/** Each stage's script names, in the order of STAGES. */
const STAGE_SCRIPTS = STAGES.map((stage) => stage.map(scriptOf));

const { values: args } = parseArgs({ options: { from: { type: 'string' } } });
const first = args.from ? STAGE_SCRIPTS.findIndex((scripts) => scripts.includes(args.from)) : 0;
if (first < 0) {
  console.error(`No step named ${args.from}: ${STAGE_SCRIPTS.flat().join(', ')}`);
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

/**
 * Runs one script. Alone, its output goes straight to the terminal; beside others, it is kept
 * and printed whole when the script ends, so the stage's logs do not interleave.
 */
function run(name, alone) {
  return new Promise((resolve) => {
    const started = performance.now();
    const chunks = [];
    const child = spawn(`npm run -s ${name}`, {
      shell: true,
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    if (!alone) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      if (!alone) {
        console.log(`\n──────── ${name} (${Math.round(seconds)} s) ────────`);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve({ name: scriptOf(name), seconds, code: code ?? (signal ? 1 : 0) });
    });
  });
}

/**
 * The machine's benchmarkIndex (scripts/machine-speed.ts), a few seconds' work: a test time means
 * little without the speed of the machine that day. Never fails the run (no Chromium, say).
 */
function machineSpeed() {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn('npx tsx scripts/machine-speed.ts', {
      shell: true,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) =>
      resolve(code === 0 ? Buffer.concat(chunks).toString().trim() : 'benchmarkIndex not measured'),
    );
  });
}

const speedBefore = await machineSpeed();
console.log(`Machine speed before the tests: ${speedBefore}`);

const results = [];
let exitCode = 0;
for (const stage of STAGES.slice(first)) {
  const alone = stage.length === 1;
  console.log(`\n──────── ${stage.join(', ')} ────────`);
  const loads = [];
  const stageStarted = performance.now();
  const sample = () => {
    const load = loadAverage();
    if (load !== undefined) loads.push({ load, at: (performance.now() - stageStarted) / 1000 });
  };
  const sampler = setInterval(sample, 5_000);
  const ran = await Promise.all(stage.map((name) => run(name, alone)));
  clearInterval(sampler);
  sample();
  for (const result of ran) results.push({ ...result, loads });
  const failed = ran.find((result) => result.code !== 0);
  if (failed) {
    exitCode = failed.code;
    break;
  }
}

const pad = (text, width) => String(text).padStart(width);
console.log('\n──────── npm test: step times ────────');
for (const { name, seconds, loads, code } of results) {
  // The maximum with when it came (seconds into the stage): a peak in the first minute is
  // often the stage before, still in the 1-minute average.
  const peak = loads.reduce((a, b) => (b.load > a.load ? b : a), loads[0]);
  const load = loads.length
    ? `load ${(loads.reduce((sum, s) => sum + s.load, 0) / loads.length).toFixed(1)} mean, ${peak.load.toFixed(1)} max at ${Math.round(peak.at)}s`
    : 'load -';
  console.log(
    `${pad(Math.round(seconds), 6)}s  ${load.padEnd(34)}  ${name}${code ? '  FAILED' : ''}`,
  );
}
// Steps of a stage overlap: the total is the stages' wall-clock time, not the steps' sum.
let total = 0;
for (const scripts of STAGE_SCRIPTS) {
  const times = results.filter((r) => scripts.includes(r.name)).map((r) => r.seconds);
  if (times.length) total += Math.max(...times);
}
console.log(`${pad(Math.round(total), 6)}s  total (steps of a stage run side by side)`);
console.log(`Machine speed: before the tests ${speedBefore}; after them ${await machineSpeed()}`);
process.exit(exitCode);
