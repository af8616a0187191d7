/**
 * What one Schemathesis run is given: its configuration file (the shared
 * scripts/fuzz/schemathesis.toml plus the run's exclusions and auth) and its Web Fuzzing Commons
 * auth document (a shopper and an administrator, each signing in through POST /auth/signin and
 * sending the session cookie it sets, as the contract's cookieAuth says).
 */
import { readFileSync } from 'node:fs';
import type { Account } from '../contract/cli-options';
import type { Exclusion } from './exclusions';

/**
 * The identities, in the order Schemathesis tries them on each operation: the shopper first;
 * where an operation refuses it (401/403), no credentials, then the administrator. So the shop's
 * own calls run as the shopper and the back office's as the administrator.
 */
export function wfcAuthDocument(apiPath: string, shopper: Account, admin: Account) {
  const login = (account: Account) => ({
    endpoint: `${apiPath}/auth/signin`,
    verb: 'POST',
    contentType: 'application/json',
    payloadUserPwd: {
      username: account.username,
      password: account.password,
      usernameField: 'username',
      passwordField: 'password',
    },
    expectCookies: true,
  });
  return {
    schemaVersion: '1.0.0',
    auth: [
      { name: 'shopper', loginEndpointAuth: login(shopper) },
      { name: 'admin', loginEndpointAuth: login(admin) },
    ],
  };
}

const tomlString = (value: string) => JSON.stringify(value);
const tomlList = (values: readonly string[]) => `[${values.map(tomlString).join(', ')}]`;

/** The reason as TOML comment lines of at most about 100 characters. */
function comment(text: string): string {
  const lines: string[] = [];
  let line = '#';
  for (const word of text.split(/\s+/)) {
    if (line.length + word.length + 1 > 100) {
      lines.push(line);
      line = '#';
    }
    line += ` ${word}`;
  }
  lines.push(line);
  return lines.join('\n');
}

export interface RunConfigOptions {
  /** The shared settings (scripts/fuzz/schemathesis.toml). */
  basePath: string;
  /** Where the WFC auth document is written (relative to the config file or absolute). */
  authPath: string;
  exclusions: readonly Exclusion[];
  title: string;
}

/** The whole configuration file of one run. */
export function runConfigToml(options: RunConfigOptions): string {
  const base = readFileSync(options.basePath, 'utf8');
  const parts = [
    `# ${options.title}: written by scripts/contract-fuzz.ts; the shared part is scripts/fuzz/schemathesis.toml.`,
    base.trimEnd(),
    '',
    '[auth.wfc]',
    `path = ${tomlString(options.authPath)}`,
    '# Signed in once per run and identity; a run is far shorter than this.',
    'refresh_interval = 3600',
  ];
  for (const exclusion of options.exclusions) {
    parts.push(
      '',
      comment(exclusion.reason),
      '[[operations]]',
      `include-operation-id = ${tomlList(exclusion.operations)}`,
      `checks.${exclusion.check}.enabled = false`,
    );
  }
  return `${parts.join('\n')}\n`;
}
