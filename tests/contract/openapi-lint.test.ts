import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = process.cwd();
const redocly = join(root, 'node_modules/@redocly/cli/bin/cli.js');

it('openapi.yaml lints clean with Redocly (recommended rules, no errors or warnings)', () => {
  const output = execFileSync(
    process.execPath,
    [redocly, 'lint', 'openapi.yaml', '--format=json'],
    {
      cwd: root,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      encoding: 'utf8',
    },
  );
  const report = JSON.parse(output.slice(output.indexOf('{')));
  expect(report.problems).toEqual([]);
  expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
}, 60_000);
