// `npm run contract:verify -- --base-url <url> [--user name:password] [--admin name:password]`
//
// Checks a live server against openapi.yaml: every read operation, and a scripted sequence of the
// write ones (sign up a throwaway shopper, sign in, addresses, cart, payment intent, order; as an
// administrator a category, a product in it with an image, an order status, a throwaway user;
// then cleans up what it made). Every answer's status, content type and body are validated with
// the contract tests' validator (scripts/contract/openapi/response-validator.ts, Ajv over
// openapi.yaml). Prints a table, exits 1 on any violation and 2 on a usage error. It only ever
// talks to the URL it is given: there is no default server. The steps live in scripts/contract/.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCliOptions, USAGE, UsageError } from './contract/cli-options';

// The validator reads openapi.yaml from the working directory: run from the project root. The
// modules that load it are imported only after the change of directory, hence the dynamic imports.
process.chdir(join(dirname(fileURLToPath(import.meta.url)), '..'));

let cli;
try {
  cli = parseCliOptions();
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(`contract:verify: ${error.message}\n\n${USAGE}`);
  process.exit(2);
}
if (cli.help) {
  console.log(USAGE);
  process.exit(0);
}

const { printHeader, printSummary } = await import('./contract/summary');
const { runVerification } = await import('./contract/run-verification');
printHeader(cli.options);
const verification = await runVerification(cli.options);
process.exitCode = printSummary(verification);
