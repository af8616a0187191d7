import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bypass } from 'msw';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  checkContractReport,
  formatContractReport,
  readContractReport,
} from '../e2e/support/contract-report';

/**
 * The validating proxy of the HTTP end-to-end runs (scripts/contract-proxy.ts, Stoplight Prism)
 * in front of a server that breaks the contract: the answer is refused, the violation is recorded
 * with the operation and the field, and the run's teardown fails on it.
 */
// A port of its own, away from the e2e runs' (8790-8792) and other tests'.
const PORT = 8893 + Math.floor(Math.random() * 50) * 2;
let upstream: Server;
let proxy: ChildProcess;
const report = join(mkdtempSync(join(tmpdir(), 'contract-proxy-')), 'violations.jsonl');

const brokenPage = {
  content: [{ productId: 'seven', productName: 'Lamp', price: 12 }],
  pageNumber: 0,
  pageSize: 1,
  totalElements: 1,
  totalPages: 1,
  lastPage: true,
};

beforeAll(async () => {
  upstream = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(brokenPage));
  });
  await new Promise<void>((done) => upstream.listen(PORT - 10, '127.0.0.1', done));
  proxy = spawn(
    'npx',
    [
      'tsx',
      'scripts/contract-proxy.ts',
      '--port',
      String(PORT),
      '--upstream',
      `http://127.0.0.1:${PORT - 10}`,
      '--report',
      report,
    ],
    // Its own process group: npx, tsx and Prism all stop with it.
    { stdio: 'ignore', detached: true },
  );
  // Prism takes a few seconds to read the contract.
  for (let i = 0; i < 120; i++) {
    const ready = await fetch(bypass(`http://127.0.0.1:${PORT}/api/public/categories`))
      .then((r) => r.status !== 502)
      .catch(() => false);
    if (ready) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error('the contract proxy did not start');
}, 90_000);

afterAll(() => {
  if (proxy?.pid) process.kill(-proxy.pid, 'SIGTERM');
  upstream?.close();
});

describe('the validating proxy', () => {
  test('refuses an answer that breaks the contract and names the operation and the field', async () => {
    const answer = await fetch(bypass(`http://127.0.0.1:${PORT}/api/public/products?pageSize=1`));
    expect(answer.status).toBe(500);
    const entries = readContractReport(report);
    const text = formatContractReport(entries);
    expect(text).toContain('GET /api/public/products → 500');
    expect(text).toContain('response.body.content.0.productId');
    expect(text).toContain('must be integer');
    expect(readFileSync(report, 'utf8')).not.toBe('');
  });

  test("the HTTP run's check fails on a recorded violation, naming the field", () => {
    expect(() => checkContractReport(report)).toThrow(
      /GET \/api\/public\/products → 500: response\.body\.content\.0\.productId/,
    );
  });
});
