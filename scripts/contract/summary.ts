/** What the verifier prints around its calls: the header, the tables and the verdict. */
import type { VerifyOptions } from './cli-options';
import { operations } from './openapi/openapi-document';
import { formatChecks, formatVerdicts, verdictsFor } from './report';
import type { Verification } from './verification';

// What --read-only leaves out. Reading a test payment needs one made first: it counts with the
// writes; signing in and out writes nothing that stays, so those run in read-only mode too.
const writeOperations = new Set(
  operations
    .filter((op) => op.method !== 'GET' || op.operationId === 'getTestPayment')
    .map((op) => op.operationId)
    .filter((id) => !['signIn', 'signOut'].includes(id)),
);

export function printHeader(options: VerifyOptions) {
  console.log(
    `contract:verify: ${options.apiBase} against openapi.yaml (${operations.length} operations)`,
  );
  if (options.readOnly) console.log('read-only: no write operation is called');
}

/**
 * Prints the calls, the operations that did not pass and the counts; returns the exit code:
 * 1 when an operation failed or was not checked (a skipped check proves nothing), else 0.
 */
export function printSummary(v: Verification): number {
  const { readOnly } = v.options;
  const verdicts = verdictsFor(
    operations,
    v.rows,
    readOnly ? writeOperations : new Set<string>(),
    v.unreachable ? `not run: ${v.unreachable}` : undefined,
  );
  console.log(`\n${formatChecks(v.rows)}\n`);
  const bad = verdicts.filter((o) => o.verdict === 'failed' || o.verdict === 'not checked');
  if (bad.length) console.log(`Operations that did not pass:\n${formatVerdicts(bad)}\n`);
  const count = (verdict: string) => verdicts.filter((o) => o.verdict === verdict).length;
  const checked =
    verdicts.length - count('not checked') - count('skipped (read-only)') - count('not applicable');
  console.log(
    `${verdicts.length} operations in openapi.yaml: ${checked} checked, ${count('passed')} passed, ` +
      `${count('failed')} failed, ${count('not checked')} not checked` +
      (readOnly ? `, ${count('skipped (read-only)')} skipped (read-only)` : '') +
      (count('not applicable') ? `, ${count('not applicable')} not applicable` : '') +
      ` (${v.rows.length} calls)`,
  );
  if (v.unreachable) console.log(`The server could not be reached: ${v.unreachable}`);
  if (v.leftBehind.length) console.log(`Left on the server: ${v.leftBehind.join('; ')}`);
  console.log(bad.length ? 'RESULT: FAILED' : 'RESULT: PASSED');
  return bad.length ? 1 : 0;
}
