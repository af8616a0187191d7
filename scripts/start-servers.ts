// Starts a set of servers side by side, each once the steps it needs are done, and prints one
// line when every server answers: HTTP mode's end-to-end run (playwright.http.config.ts) has
// eleven steps, which Playwright's `webServer` list would start one after the other. Most of them
// are a single-threaded process that spends its start reading files (tsx, Prism), so in a row
// they left a core idle; side by side, the two production builds and the servers that need
// neither overlap (one HTTP test end to end: 57 → 47 s, docs/testing.md).
//
//   START_SERVERS='[{"name":"api","command":"…","url":"http://…"}, …]' npx tsx scripts/start-servers.ts
//
// A step without `url` is a command that ends (a build); one with `url` is a server, up once a
// GET of its url answers 2xx, 3xx or 400–403 (what Playwright's webServer accepts). `after` names
// the steps to wait for: a server for its answer, a build for its end. A step that fails, or a
// server that ends, stops everything with its exit code; so does SIGTERM (Playwright's teardown).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { READY_LINE, type ServerStep } from './server-steps';

const steps = JSON.parse(process.env.START_SERVERS ?? '[]') as ServerStep[];
const byName = new Map(steps.map((step) => [step.name, step]));
for (const step of steps)
  for (const name of step.after ?? [])
    if (!byName.has(name)) throw new Error(`${step.name} waits for an unknown step: ${name}`);

let stopping = false;

function stop(code: number, why?: string): never {
  stopping = true;
  if (why) console.error(`start-servers: ${why}`);
  // Every step runs in a shell, and a build's shell has children of its own: the signal goes to
  // the whole process group (Playwright starts this one in a group of its own), this process
  // ignoring it, so that no server is left holding its port.
  process.removeAllListeners('SIGTERM').on('SIGTERM', () => {});
  try {
    process.kill(0, 'SIGTERM');
  } catch {
    // No group to signal (not on POSIX): the steps end with their parent.
  }
  process.exit(code);
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));

/** Each line of a step's output, named, so the run's log says which server said it. */
function forward(name: string, input: NodeJS.ReadableStream, to: NodeJS.WriteStream) {
  createInterface({ input }).on('line', (line) => to.write(`[${name}] ${line}\n`));
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
    await response.body?.cancel();
    return response.status >= 200 && response.status <= 403;
  } catch {
    return false;
  }
}

const done = new Map<string, Promise<void>>();

function run(step: ServerStep): Promise<void> {
  const started = performance.now();
  const child = spawn(step.command, {
    shell: true,
    env: { ...process.env, ...step.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  forward(step.name, child.stdout!, process.stdout);
  forward(step.name, child.stderr!, process.stderr);
  const ended = new Promise<number>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  if (!step.url)
    return ended.then((code) => {
      if (code !== 0) stop(code, `${step.name} failed (exit ${code})`);
      console.log(`start-servers: ${step.name} done in ${seconds()} s`);
    });
  void ended.then((code) => {
    if (!stopping) stop(code || 1, `${step.name} ended (exit ${code})`);
  });
  return (async () => {
    while (!(await answers(step.url!))) await sleep(200);
    console.log(`start-servers: ${step.name} answers at ${step.url} after ${seconds()} s`);
  })();
}

function start(step: ServerStep): Promise<void> {
  let promise = done.get(step.name);
  if (!promise) {
    promise = Promise.all((step.after ?? []).map((name) => start(byName.get(name)!))).then(() =>
      run(step),
    );
    done.set(step.name, promise);
  }
  return promise;
}

const began = performance.now();
await Promise.all(steps.map(start));
console.log(
  `${READY_LINE} (${steps.length} steps, ${((performance.now() - began) / 1000).toFixed(1)} s)`,
);
// Servers run until Playwright's teardown sends SIGTERM.
