/**
 * The verifier's command line. Parsing only: it prints nothing and never exits, so the entry
 * decides what a usage error or --help does, and this module can load before openapi.yaml is read.
 */
import { parseArgs } from 'node:util';

export const USAGE = `Usage: npm run contract:verify -- --base-url <url> [options]

  --base-url <url>        the API to check, e.g. http://127.0.0.1:8080 or https://shop.example.com/api
                          (required; "/api" is added when the URL has no path)
  --user <name:password>  a shopper account for the reads of its own data   (default user1:password1)
  --admin <name:password> an account with ROLE_ADMIN                       (default admin:adminPass)
  --read-only             only the read operations (plus sign-in and sign-out): nothing is written
  --timeout <ms>          per request (default 15000)
  --help

Writes (without --read-only): a throwaway shopper "cv<random>" with an address and one order of
one item (the item's stock is put back afterwards), and, as the administrator, a category, a
product, an image and a user that are deleted again. The order cannot be deleted through the API.`;

export interface Account {
  username: string;
  password: string;
}

export interface VerifyOptions {
  /** The API root every path is appended to, e.g. `http://127.0.0.1:8080/api` (no trailing /). */
  apiBase: string;
  shopper: Account;
  admin: Account;
  readOnly: boolean;
  timeoutMs: number;
}

/** A command line the verifier cannot run with; the entry prints it with the usage (exit 2). */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Stops parsing with a UsageError (the entries print it with their usage). */
export function fail(message: string): never {
  throw new UsageError(message);
}

/** The API root: the given URL, or its origin with "/api" when it has no path. */
export function apiBaseOf(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    fail(`--base-url "${raw}" is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    fail(`--base-url must be http or https, not ${url.protocol}`);
  if (url.search || url.hash) fail('--base-url must not have a query or a fragment');
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.origin}${path || '/api'}`;
}

/** `name:password` as an account; a UsageError naming the flag otherwise. */
export function account(raw: string, flag: string): Account {
  const at = raw.indexOf(':');
  if (at <= 0 || at === raw.length - 1) fail(`${flag} must be name:password`);
  return { username: raw.slice(0, at), password: raw.slice(at + 1) };
}

/**
 * `{ help: true }` for --help, else the options; throws a UsageError for a bad command line.
 * The checks run in a fixed order (an unknown flag wins over --help), so the first problem is the
 * one reported. `args` defaults to the process's own arguments, as node's parseArgs does.
 */
export function parseCliOptions(
  args?: string[],
): { help: true } | { help: false; options: VerifyOptions } {
  let values;
  try {
    values = parseArgs({
      args,
      options: {
        'base-url': { type: 'string' },
        user: { type: 'string', default: 'user1:password1' },
        admin: { type: 'string', default: 'admin:adminPass' },
        'read-only': { type: 'boolean', default: false },
        timeout: { type: 'string', default: '15000' },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (values.help) return { help: true };
  // There is deliberately no default server: the verifier writes to whatever it is pointed at.
  if (!values['base-url']) fail('--base-url is required (there is no default server)');

  const apiBase = apiBaseOf(values['base-url']);
  const shopper = account(values.user, '--user');
  const admin = account(values.admin, '--admin');
  const timeoutMs = Number(values.timeout);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) fail('--timeout must be a positive number');
  return {
    help: false,
    options: { apiBase, shopper, admin, readOnly: values['read-only'], timeoutMs },
  };
}
