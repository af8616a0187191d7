// `npm run contract:diff [-- --base <git ref>]`: compares openapi.yaml with its version at a git
// ref (default: the previous commit, HEAD~1) and prints the breaking and other changes in plain
// words. Exit 0: nothing breaking, or every breaking change was declared intended by a commit
// since the ref (a line `Contract-Change: breaking` in its message, see docs/contract-changes.md);
// 1: an undeclared breaking change; 2: the comparison could not be made (an unknown ref, a
// contract that does not parse), never a pass.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';
import { compareContracts, type ContractChange } from './contract-diff/compare';

const CONTRACT = 'openapi.yaml';
export const INTENDED_MARKER = /^Contract-Change:\s*breaking\b/im;
const MAX_OTHER_LINES = 30;

function fail(message: string): never {
  console.error(`contract:diff: ${message}`);
  process.exit(2);
}

const git = (...args: string[]) =>
  execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

function parseContract(text: string, where: string): Record<string, unknown> {
  let document: unknown;
  try {
    document = parse(text);
  } catch (error) {
    fail(`${where} does not parse: ${(error as Error).message.split('\n')[0]}`);
  }
  if (typeof document !== 'object' || document === null || !('paths' in document))
    fail(`${where} is not an OpenAPI document (no paths)`);
  return document as Record<string, unknown>;
}

const { values } = parseArgs({ options: { base: { type: 'string', default: 'HEAD~1' } } });
const base = values.base!;

let baseCommit: string;
try {
  baseCommit = git('rev-parse', '--verify', '--quiet', `${base}^{commit}`).trim();
} catch {
  fail(`the git ref "${base}" does not exist here`);
}

let oldText: string | null;
try {
  oldText = git('show', `${baseCommit}:${CONTRACT}`);
} catch {
  oldText = null; // the contract is new since the base: everything in it is an addition
}
const newText = readFileSync(CONTRACT, 'utf8');
const after = parseContract(newText, CONTRACT);
const before = oldText === null ? { paths: {} } : parseContract(oldText, `${CONTRACT} at ${base}`);

let changes: ContractChange[];
try {
  changes = compareContracts(before, after);
} catch (error) {
  fail(`the contracts could not be compared: ${(error as Error).message}`);
}

const breaking = changes.filter((change) => change.breaking);
const other = changes.filter((change) => !change.breaking);
const line = (change: ContractChange) => `  ${change.operation}: ${change.message}`;

console.log(`Contract changes since ${base} (${baseCommit.slice(0, 10)}):`);
if (!changes.length) console.log('  none');
if (breaking.length) {
  console.log(`Breaking (${breaking.length}):`);
  breaking.forEach((change) => console.log(line(change)));
}
if (other.length) {
  console.log(`Not breaking (${other.length}):`);
  other.slice(0, MAX_OTHER_LINES).forEach((change) => console.log(line(change)));
  if (other.length > MAX_OTHER_LINES) console.log(`  … and ${other.length - MAX_OTHER_LINES} more`);
}
if (!breaking.length) process.exit(0);

const messages = git('log', '--format=%B%x00', `${baseCommit}..HEAD`);
if (INTENDED_MARKER.test(messages)) {
  console.log('The breaking changes are declared intended (Contract-Change: breaking).');
  process.exit(0);
}
console.error(
  `✗ ${breaking.length} breaking change(s) to ${CONTRACT}. If intended, say so in the commit ` +
    'message with a line "Contract-Change: breaking" (docs/contract-changes.md).',
);
process.exit(1);
