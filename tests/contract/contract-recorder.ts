import type { SetupServer } from 'msw/node';
import {
  checkResponse,
  type ContractCheck,
} from '../../scripts/contract/openapi/response-validator';

/**
 * Listens to every response the mock backend gives during the tests and checks it against the
 * contract. A test that deliberately serves an off-contract body (to prove the client copes)
 * calls `allowOffContractResponses()`.
 */
const pending: Promise<void>[] = [];
const violations: string[] = [];
const seen: ContractCheck[] = [];
let allowed = false;

export function recordContract(server: SetupServer): void {
  server.events.on('response:mocked', ({ request, response }) => {
    if (allowed) return;
    pending.push(
      checkResponse(request, response.clone()).then((check) => {
        seen.push(check);
        violations.push(...check.problems);
      }),
    );
  });
}

export function allowOffContractResponses(): void {
  allowed = true;
}

/** Every check made so far in this test file. */
export const checkedResponses = (): readonly ContractCheck[] => seen;

/** Waits for the checks of this test and throws if any response broke the contract. */
export async function assertContractKept(): Promise<void> {
  await Promise.all(pending.splice(0));
  allowed = false;
  const found = violations.splice(0);
  if (found.length) throw new Error(`Mock responses broke openapi.yaml:\n- ${found.join('\n- ')}`);
}
