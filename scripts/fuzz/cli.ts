/**
 * The command line of `npm run contract:fuzz`. Parsing only: it prints nothing and never exits
 * (a UsageError for a bad command line), like scripts/contract/cli-options.ts, whose --base-url
 * and account rules it shares.
 */
import { parseArgs } from 'node:util';
import { account, apiBaseOf, fail, type Account } from '../contract/cli-options';
import type { FuzzMode } from './exclusions';

/** The fixed seed and example count CI runs with (docs/contract-checks.md, "Fuzzing the contract"). */
export const DEFAULT_SEED = 20261125;
export const DEFAULT_MAX_EXAMPLES = 25;

export const USAGE = `Usage: npm run contract:fuzz [-- options]

Runs Schemathesis (pinned in scripts/fuzz/requirements.txt, installed in .venv-fuzz/) against
openapi.yaml: by default against the mock server it starts itself, in plain mode and then in
quirks mode, on a free port.

  --mode <plain|quirks|both>  which mock server modes to run (default both); with --base-url, which
                          mode's exclusions the live server is judged by (default quirks: the
                          real server's known quirks, scripts/fuzz/exclusions.ts)
  --seed <n>              the random seed (default ${DEFAULT_SEED})
  --max-examples <n>      test cases per operation and phase (default ${DEFAULT_MAX_EXAMPLES})
  --base-url <url>        a live server instead of the mock, e.g. https://shop.example.com/api
                          ("/api" is added when the URL has no path); read-only unless --writes
  --writes                with --base-url: also call the write operations (see below)
  --user <name:password>  the shopper Schemathesis signs in as        (default user1:password1)
  --admin <name:password> the administrator it signs in as            (default admin:adminPass)
  --help

Against a live server only the GET operations are called unless --writes is given. With
--writes, Schemathesis creates, changes and deletes whatever the operations allow with generated
data, as both accounts: categories and products (and their images), users, addresses, carts,
payment intents and orders, and changes order statuses. Nothing is cleaned up afterwards, and
orders cannot be deleted through the API. Never run it with --writes against a server whose data
matters.`;

export interface FuzzOptions {
  modes: FuzzMode[];
  seed: number;
  maxExamples: number;
  /** A live server's API root (no trailing /); undefined: the mock server. */
  apiBase?: string;
  writes: boolean;
  shopper: Account;
  admin: Account;
}

function wholeNumber(raw: string, flag: string, min: number): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min)
    fail(`${flag} must be a whole number of at least ${min}`);
  return value;
}

export function parseFuzzOptions(
  args?: string[],
): { help: true } | { help: false; options: FuzzOptions } {
  let values;
  try {
    values = parseArgs({
      args,
      options: {
        mode: { type: 'string' },
        seed: { type: 'string', default: String(DEFAULT_SEED) },
        'max-examples': { type: 'string', default: String(DEFAULT_MAX_EXAMPLES) },
        'base-url': { type: 'string' },
        writes: { type: 'boolean', default: false },
        user: { type: 'string', default: 'user1:password1' },
        admin: { type: 'string', default: 'admin:adminPass' },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return { help: true };
  const live = values['base-url'] !== undefined;
  if (values.writes && !live)
    fail('--writes only applies with --base-url (the mock is always written)');
  const mode = values.mode ?? (live ? 'quirks' : 'both');
  if (!['plain', 'quirks', 'both'].includes(mode)) fail('--mode must be plain, quirks or both');
  if (live && mode === 'both') fail('--mode both only applies to the mock server');
  return {
    help: false,
    options: {
      modes: mode === 'both' ? ['plain', 'quirks'] : [mode as FuzzMode],
      seed: wholeNumber(values.seed, '--seed', 0),
      maxExamples: wholeNumber(values['max-examples'], '--max-examples', 1),
      apiBase: live ? apiBaseOf(values['base-url']!) : undefined,
      writes: values.writes,
      shopper: account(values.user, '--user'),
      admin: account(values.admin, '--admin'),
    },
  };
}
