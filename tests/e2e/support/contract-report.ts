import { existsSync, readFileSync } from 'node:fs';

/**
 * Playwright's global teardown for the HTTP runs: every request and response went through Prism
 * (scripts/contract-proxy.ts), which recorded each violation of openapi.yaml. Any error-level
 * violation fails the run with the operation, the status, the field and what was expected.
 */
// Outside Playwright's output folders, which it empties when a run starts.
export const CONTRACT_REPORT = 'reports/contract-violations.jsonl';
/** The second lane's proxy's (playwright.http.config.ts). */
export const CONTRACT_REPORT_LANE_B = 'reports/contract-violations-lane-b.jsonl';

interface Entry {
  method: string;
  path: string;
  status: number;
  violations: { location?: string[]; severity?: string; message?: string }[];
}

export function readContractReport(file = CONTRACT_REPORT): Entry[] {
  if (!existsSync(file)) throw new Error(`No contract report at ${file}: did the Prism proxy run?`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Entry);
}

/** One line per violation, the same one seen again only once; at most `limit` lines. */
export function formatContractReport(entries: Entry[], limit = 40): string {
  const lines = [
    ...new Set(
      entries.flatMap((entry) =>
        entry.violations.map(
          (violation) =>
            `  ${entry.method} ${entry.path} → ${entry.status}: ${violation.location?.join('.') ?? ''}: ${violation.message ?? ''}`,
        ),
      ),
    ),
  ];
  const more = lines.length - limit;
  return [...lines.slice(0, limit), ...(more > 0 ? [`  … and ${more} more`] : [])].join('\n');
}

/** Throws with a readable report when the file records an error-level violation. */
export function checkContractReport(file = CONTRACT_REPORT): void {
  const errors = readContractReport(file).filter((entry) =>
    entry.violations.some((violation) => violation.severity !== 'Warning'),
  );
  if (errors.length)
    throw new Error(
      `Responses or requests that break openapi.yaml (seen by Prism):\n${formatContractReport(errors)}`,
    );
  console.log('Contract: every request and response of the HTTP journeys matched openapi.yaml.');
}

export default function contractReportTeardown(): void {
  checkContractReport(CONTRACT_REPORT);
  checkContractReport(CONTRACT_REPORT_LANE_B);
}
