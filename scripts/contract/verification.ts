/**
 * One verifier run: the calls it made (the table's rows), what it left on the server, and
 * whether the server answered at all. Every step goes through `check` so that each call is
 * validated against openapi.yaml and lands in the table exactly once.
 */
import { isObject, pathOnly } from './answer-data';
import type { VerifyOptions } from './cli-options';
import { checkResponse } from './openapi/response-validator';
import type { CheckRow } from './report';
import { Unreachable, type Answer, type ApiSession, type CallOptions } from './session';

interface Step extends CallOptions {
  operationId: string;
  session: ApiSession;
  method: string;
  path: string;
  /** The statuses this step expects (the first is the success the sequence needs). */
  expect: number[];
  note?: string;
}

/** The first line a person needs: the contract problem without the repeated method and path. */
function shorten(problem: string, answer: Answer): string {
  const prefix = `${answer.method} /api${pathOnly(answer.path)}`;
  return problem.startsWith(prefix) ? problem.slice(prefix.length).replace(/^[\s:]+/, '') : problem;
}

function serverMessage(answer: Answer): string {
  if (isObject(answer.data)) {
    const message = answer.data.message ?? answer.data.error;
    if (typeof message === 'string') return message;
    return JSON.stringify(answer.data).slice(0, 120);
  }
  return answer.text.replace(/\s+/g, ' ').trim().slice(0, 120);
}

export class Verification {
  readonly rows: CheckRow[] = [];
  /** What the writes left on the server, for the last line of the report. */
  readonly leftBehind: string[] = [];
  /**
   * A short random tag for the names this run writes (`cv<id>`, `CV Category <id>` ...), so runs
   * against the same server do not collide and their leftovers can be told apart.
   */
  readonly id = `${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 36 * 36).toString(36)}`;
  private unreachableReason: string | null = null;

  constructor(readonly options: VerifyOptions) {}

  /** Set once the server did not answer: every later step is skipped with this reason. */
  get unreachable(): string | null {
    return this.unreachableReason;
  }

  /**
   * One call: real HTTP, then the contract check. Returns the answer when its status is one the
   * step expects (even if the body broke the contract, so the sequence can go on), else null.
   */
  async check(step: Step): Promise<Answer | null> {
    const row: CheckRow = {
      operationId: step.operationId,
      method: step.method,
      path: pathOnly(step.path),
      status: null,
      result: 'failed',
      difference: '',
      note: step.note,
    };
    this.rows.push(row);
    if (this.unreachableReason) {
      row.result = 'skipped';
      row.difference = `not run: ${this.unreachableReason}`;
      return null;
    }
    let answer: Answer;
    try {
      answer = await step.session.call(step.method, step.path, step);
    } catch (error) {
      if (!(error instanceof Unreachable)) throw error;
      row.difference = `unreachable: ${error.message}`;
      this.unreachableReason ??= `no answer from ${this.options.apiBase}: ${error.reason}`;
      return null;
    }
    row.status = answer.status;

    // The same validator as the contract tests; the request is re-based on /api for it.
    const request = new Request(`http://contract.verify/api${step.path}`, { method: step.method });
    const verdict = await checkResponse(request, answer.response);
    const problems = [...verdict.problems];
    if (verdict.operationId && verdict.operationId !== step.operationId)
      problems.unshift(`answered as ${verdict.operationId}, expected ${step.operationId}`);

    if (answer.contentType === 'text/html')
      row.difference = `HTML instead of JSON (status ${answer.status}; is --base-url the API and not the web app?)`;
    else if (!step.expect.includes(answer.status))
      row.difference = `expected ${step.expect.join(' or ')}, got ${answer.status}: ${serverMessage(answer) || '(no body)'}`;
    else if (problems.length) row.difference = shorten(problems[0]!, answer);
    row.result = row.difference ? 'failed' : 'passed';
    return step.expect.includes(answer.status) ? answer : null;
  }

  /**
   * `check` for the steps of one session and note: a sequence's steps differ in their operation,
   * method and path, a few in their body or in statuses other than the plain 200.
   */
  steps(session: ApiSession, note: string) {
    return (
      operationId: string,
      method: string,
      path: string,
      more: CallOptions & { expect?: number[] } = {},
    ) => this.check({ operationId, session, method, path, expect: [200], note, ...more });
  }

  /** Marks a step that cannot run because an earlier one failed. */
  skip(operationId: string, method: string, path: string, why: string): void {
    this.rows.push({
      operationId,
      method,
      path,
      status: null,
      result: 'skipped',
      difference: `not run: ${this.unreachableReason ?? why}`,
    });
  }

  /** `skip` for a list of [operationId, method, path] steps that share one reason. */
  skipAll(steps: readonly (readonly [string, string, string])[], why: string): void {
    for (const [operationId, method, path] of steps) this.skip(operationId, method, path, why);
  }
}
