import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { UsageError } from '../../scripts/contract/cli-options';
import { DEFAULT_MAX_EXAMPLES, DEFAULT_SEED, parseFuzzOptions } from '../../scripts/fuzz/cli';
import { EXCLUSIONS, exclusionsFor } from '../../scripts/fuzz/exclusions';
import { runConfigToml, wfcAuthDocument } from '../../scripts/fuzz/run-config';
import { pinnedVersion } from '../../scripts/fuzz/venv';

const contract = parse(readFileSync('openapi.yaml', 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string }>>;
};
const operationIds = new Set(
  Object.values(contract.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId)),
);

describe('contract:fuzz: what Schemathesis is told', () => {
  it('excludes a check only on named operations of openapi.yaml, in quirks mode, with a reason', () => {
    expect(exclusionsFor('plain')).toEqual([]);
    for (const exclusion of EXCLUSIONS) {
      expect(exclusion.modes).toEqual(['quirks']);
      expect(exclusion.reason.length).toBeGreaterThan(40);
      expect(exclusion.operations.length).toBeGreaterThan(0);
      for (const id of exclusion.operations) expect(operationIds, id).toContain(id);
    }
  });

  it('writes each exclusion as an [[operations]] block with its reason beside it', () => {
    const toml = runConfigToml({
      basePath: 'scripts/fuzz/schemathesis.toml',
      authPath: 'auth.json',
      exclusions: exclusionsFor('quirks'),
      title: 'test',
    });
    expect(toml).toContain('[auth.wfc]\npath = "auth.json"');
    expect(toml.match(/^\[\[operations\]\]$/gm)).toHaveLength(exclusionsFor('quirks').length);
    expect(toml).toContain(
      '[[operations]]\ninclude-operation-id = ["updateOrderStatus"]\nchecks.negative_data_rejection.enabled = false',
    );
    expect(toml).toMatch(
      /# The real server stores any status string[^\n]*\n(#[^\n]*\n)*\[\[operations\]\]/,
    );
    // The shared part switches no check off for the whole API but the two it says why (and the cache).
    const disabled = [...toml.matchAll(/^(\w+) = \{ enabled = false \}/gm)].map((m) => m[1]);
    expect(disabled).toEqual(['cache', 'positive_data_acceptance', 'object_level_authorization']);
  });

  it('signs in as the shopper first, then the administrator, through the cookie', () => {
    const document = wfcAuthDocument(
      '/api',
      { username: 'user1', password: 'password1' },
      { username: 'admin', password: 'adminPass' },
    );
    expect(document.auth.map((entry) => entry.name)).toEqual(['shopper', 'admin']);
    expect(document.auth[1]!.loginEndpointAuth).toMatchObject({
      endpoint: '/api/auth/signin',
      verb: 'POST',
      expectCookies: true,
      payloadUserPwd: { username: 'admin', password: 'adminPass' },
    });
  });

  it('runs the mock in both modes by default, a live server read-only and as the real one', () => {
    const mock = parseFuzzOptions([]);
    expect(mock).toMatchObject({
      help: false,
      options: {
        modes: ['plain', 'quirks'],
        seed: DEFAULT_SEED,
        maxExamples: DEFAULT_MAX_EXAMPLES,
      },
    });
    const live = parseFuzzOptions(['--base-url', 'https://shop.example']);
    expect(live).toMatchObject({
      options: { modes: ['quirks'], apiBase: 'https://shop.example/api', writes: false },
    });
    expect(() => parseFuzzOptions(['--writes'])).toThrow(UsageError);
    expect(() => parseFuzzOptions(['--base-url', 'https://x', '--mode', 'both'])).toThrow(
      UsageError,
    );
    expect(() => parseFuzzOptions(['--max-examples', '0'])).toThrow(UsageError);
  });

  it('pins one Schemathesis 4 version', () => {
    expect(pinnedVersion('.')).toMatch(/^4\.\d+\.\d+$/);
  });
});
