// `npm run contract:proxy -- --port 8791 --upstream http://127.0.0.1:8790 --report <file>`:
// Stoplight Prism between the app and a server, validating every request and response of
// `/api` against openapi.yaml (`prism proxy --errors`). Prism serves the contract's paths without
// the `/api` server prefix, so this front strips it on the way in; what is outside the contract
// (`/images/`, the mock server's `/__mock/` controls) goes straight to the upstream. Every answer
// Prism marks with violations (its `sl-violations` header) is appended to the report as a JSON
// line, and printed; the HTTP end-to-end run fails on them (tests/e2e/support/contract-report.ts).
// Multipart uploads bypass Prism (it corrupts binary bodies); everything else is validated.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '8791' },
    upstream: { type: 'string', default: 'http://127.0.0.1:8790' },
    report: { type: 'string', default: 'test-results/contract-violations.jsonl' },
  },
});

const port = Number(values.port);
const prismPort = port + 1;
const upstream = new URL(values.upstream!);
const report = values.report!;

if (!Number.isInteger(port) || port <= 0) {
  console.error(`contract:proxy: --port must be a port number, not "${values.port}"`);
  process.exit(2);
}
mkdirSync(dirname(report), { recursive: true });
writeFileSync(report, '');

const prismBin = join(process.cwd(), 'node_modules', '.bin', 'prism');
const prism = spawn(
  prismBin,
  [
    'proxy',
    'openapi.yaml',
    new URL('/api', upstream).href,
    '--errors',
    '--port',
    String(prismPort),
    '--host',
    '127.0.0.1',
  ],
  { stdio: ['ignore', 'pipe', 'pipe'] },
);
let prismFailed = false;
prism.on('error', (error) => {
  console.error(`contract:proxy: Prism could not start: ${error.message}`);
  process.exit(2);
});
prism.on('exit', (code) => {
  if (code !== 0 && code !== null) {
    prismFailed = true;
    console.error(`contract:proxy: Prism stopped with exit code ${code}`);
    process.exit(2);
  }
});
// Prism's own log: only its start and its errors are worth showing.
const relay = (chunk: Buffer) => {
  for (const line of chunk.toString().split('\n'))
    if (/listening|error|✖|fatal/i.test(line)) console.log(`[prism] ${line.trim()}`);
};
prism.stdout.on('data', relay);
prism.stderr.on('data', relay);

interface Violation {
  location?: string[];
  severity?: string;
  code?: string;
  message?: string;
}

// Prism cuts a long `sl-violations` header short ("Too many violations! [..."); its problem+json
// body (answered with --errors) holds the whole list.
function violationsOf(header: string | string[], body: string): Violation[] {
  try {
    const problem = JSON.parse(body) as { validation?: Violation[] };
    if (Array.isArray(problem.validation)) return problem.validation;
  } catch {
    // not the problem body: fall back on the header
  }
  try {
    return JSON.parse(Array.isArray(header) ? header.join('') : header) as Violation[];
  } catch {
    return [{ severity: 'Error', message: 'violations Prism did not list in full' }];
  }
}

/**
 * The violations worth reading: one per field and message, the most specific first (the union
 * branches a value did not match add "must match a schema in anyOf" and the other spelling's
 * required fields, which say nothing new).
 */
function distinct(violations: Violation[]): Violation[] {
  const seen = new Set<string>();
  const kept = violations.filter((violation) => {
    const key = `${violation.location?.join('.')}|${violation.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const noise = (violation: Violation) =>
    violation.code === 'anyOf' ? 2 : violation.code === 'required' ? 1 : 0;
  return kept.sort((a, b) => noise(a) - noise(b));
}

const MAX_PRINTED = 5;

function record(req: IncomingMessage, path: string, status: number, violations: Violation[]) {
  if (!violations.length) return;
  const entry = { method: req.method, path, status, violations: distinct(violations) };
  appendFileSync(report, `${JSON.stringify(entry)}\n`);
  for (const violation of entry.violations.slice(0, MAX_PRINTED))
    console.log(
      `[contract] ${req.method} ${path} → ${status}: ${violation.location?.join('.') ?? ''}: ${violation.message ?? ''}`,
    );
  if (entry.violations.length > MAX_PRINTED)
    console.log(`[contract]   … and ${entry.violations.length - MAX_PRINTED} more (${report})`);
}

const server = createServer((req, res) => {
  const url = req.url ?? '/';
  // Prism re-encodes a multipart body as text, which corrupts a binary upload: the image upload
  // goes straight to the server (the vitest contract tests check its request and answer).
  const multipart = /^multipart\//i.test(req.headers['content-type'] ?? '');
  const throughPrism =
    !multipart && (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?'));
  const target = throughPrism
    ? { host: '127.0.0.1', port: prismPort, path: url.replace(/^\/api/, '') || '/' }
    : { host: upstream.hostname, port: Number(upstream.port || 80), path: url };
  if (multipart)
    console.log(`[contract] ${req.method} ${url.split('?')[0]}: multipart, not validated`);
  const forward = httpRequest(
    {
      ...target,
      method: req.method,
      headers: { ...req.headers, host: `${target.host}:${target.port}` },
    },
    (answer) => {
      const headers = { ...answer.headers };
      // Prism adds wildcard CORS headers of its own; the app reaches this proxy same-origin
      // (through the site's server, `npm run serve -- --api-proxy`), so no CORS header is needed
      // and none should claim "*".
      if (throughPrism)
        for (const name of Object.keys(headers))
          if (name.startsWith('access-control-')) delete headers[name];
      const flagged = throughPrism ? headers['sl-violations'] : undefined;
      if (!flagged) {
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
        return;
      }
      // A flagged answer is Prism's small problem body: read it whole to list every violation.
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const status = answer.statusCode ?? 0;
        record(req, url.split('?')[0]!, status, violationsOf(flagged, body.toString()));
        res.writeHead(status || 502, headers);
        res.end(body);
      });
    },
  );
  forward.on('error', (error) => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(prismFailed ? 'Prism is not running' : `contract proxy: ${error.message}`);
  });
  req.pipe(forward);
});

server.listen(port, '127.0.0.1', () => {
  console.log(
    `Contract proxy on http://127.0.0.1:${port}: /api through Prism (port ${prismPort}) to ${upstream.origin}; violations to ${report}`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    prism.kill('SIGTERM');
    server.close(() => process.exit(0));
  });
