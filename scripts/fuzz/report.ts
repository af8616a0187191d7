/**
 * The numbers of one Schemathesis run, read from its reports: the JSON run report (operations,
 * generated cases, failures, errors, warnings) and the NDJSON event stream (every check run on
 * every case, and the links the stateful phase followed).
 */
import { createReadStream, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

export interface RunNumbers {
  operations: { selected: number; tested: number; errored: number };
  cases: number;
  checks: { run: number; failed: number; byName: Record<string, number> };
  failures: { code: string; title: string; operations: string[] }[];
  errors: number;
  /** Links of openapi.yaml the stateful phase followed (the transition's name), with a count. */
  linksFollowed: Record<string, number>;
  warnings: Record<string, string[]>;
  runningTime: number;
  exitCode: number;
}

interface JsonReport {
  running_time: number;
  exit_code: number;
  operations: { selected: number; tested: number; errored: number };
  test_cases: { generated: number };
  failures: { code: string; title: string; operations: string[] }[];
  errors: unknown[];
  warnings: Record<string, string[]>;
}

interface CheckResult {
  name: string;
  status: string;
}

interface Recorder {
  cases?: Record<string, { transition?: { id?: string } | null }>;
  checks?: Record<string, CheckResult[]>;
}

/** A transition id is "SOURCE -> [status] LinkName -> TARGET". */
const linkName = (transitionId: string) => /-> \[[^\]]+\] ([^ ]+) ->/.exec(transitionId)?.[1];

export async function readRunNumbers(jsonPath: string, ndjsonPath: string): Promise<RunNumbers> {
  const report = JSON.parse(readFileSync(jsonPath, 'utf8')) as JsonReport;
  const checks = { run: 0, failed: 0, byName: {} as Record<string, number> };
  const linksFollowed: Record<string, number> = {};
  const lines = createInterface({ input: createReadStream(ndjsonPath), crlfDelay: Infinity });
  for await (const line of lines) {
    // Only the finished scenarios carry checks; skip the rest without parsing them.
    if (!line.startsWith('{"ScenarioFinished"')) continue;
    const event = JSON.parse(line) as { ScenarioFinished: { recorder: Recorder } };
    const recorder = event.ScenarioFinished.recorder;
    for (const results of Object.values(recorder.checks ?? {})) {
      for (const result of results) {
        if (result.status === 'skip') continue;
        checks.run += 1;
        checks.byName[result.name] = (checks.byName[result.name] ?? 0) + 1;
        if (result.status === 'failure') checks.failed += 1;
      }
    }
    for (const recorded of Object.values(recorder.cases ?? {})) {
      const name = recorded.transition?.id ? linkName(recorded.transition.id) : undefined;
      if (name) linksFollowed[name] = (linksFollowed[name] ?? 0) + 1;
    }
  }
  return {
    operations: report.operations,
    cases: report.test_cases.generated,
    checks,
    failures: report.failures,
    errors: report.errors.length,
    linksFollowed,
    warnings: Object.fromEntries(
      Object.entries(report.warnings).filter(([, operations]) => operations.length),
    ),
    runningTime: report.running_time,
    exitCode: report.exit_code,
  };
}
