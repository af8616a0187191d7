// The load for `npm run bench:pages` (scripts/bench-pages.ts), run as a process of its own so the
// handler's process does only the handler's work: GETs of the given paths against a site, a
// fixed number at a time (bounded load: the next request leaves when one has answered), over
// keep-alive connections on loopback. Prints one JSON line: each request's status and time.
//
//   tsx scripts/bench-page-load.ts <site> <concurrency> <paths file (one path a line)>
import { readFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';

const [site, concurrencyText, pathsFile] = process.argv.slice(2);
const paths = (await readFile(pathsFile!, 'utf8')).split('\n').filter(Boolean);
const concurrency = Number(concurrencyText);
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
const base = new URL(site!);

const get = (path: string) =>
  new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const start = performance.now();
    const req = request(
      { host: base.hostname, port: base.port, path, agent, headers: { accept: 'text/html' } },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - start }),
        );
      },
    );
    // An answer that never comes is counted (status 0) rather than holding the bench for ever.
    let timedOut = false;
    req.setTimeout(30_000, () => {
      timedOut = true;
      req.destroy();
      resolve({ status: 0, ms: performance.now() - start });
    });
    req.on('error', (error) => (timedOut ? undefined : reject(error)));
    req.end();
  });

const results: { status: number; ms: number }[] = [];
let next = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (next < paths.length) {
      const path = paths[next++]!;
      results.push(await get(path));
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
agent.destroy();
console.log(JSON.stringify({ seconds, results }));
