import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { compareContracts } from '../../scripts/contract-diff/compare';
import { openapi } from '../../scripts/contract/openapi/openapi-document';

type Json = Record<string, unknown>;
const copy = (): Json => structuredClone(openapi) as Json;
const schemas = (document: Json) =>
  (document.components as { schemas: Record<string, Json> }).schemas;
const props = (document: Json, name: string) => schemas(document)[name]!.properties as Json;
const breaking = (after: Json) =>
  compareContracts(openapi, after)
    .filter((change) => change.breaking)
    .map((change) => `${change.operation}: ${change.message}`);

describe('contract:diff tells breaking changes from the rest', () => {
  test('the same contract has no changes', () => {
    expect(compareContracts(openapi, copy())).toEqual([]);
  });

  test('removing specialPrice from the product is breaking, named on every operation that returns one', () => {
    const after = copy();
    delete props(after, 'ProductFields').specialPrice;
    const found = breaking(after);
    expect(found).toContain(
      'GET /public/products: response 200 application/json: response property content[].specialPrice was removed',
    );
    expect(found.length).toBeGreaterThan(3);
  });

  test('removing an operation or a success response is breaking', () => {
    const after = copy();
    const paths = after.paths as Record<string, Json>;
    delete paths['/orders/users'];
    delete (paths['/auth/user']!.get as { responses: Json }).responses['200'];
    expect(breaking(after)).toEqual(
      expect.arrayContaining([
        'GET /orders/users: operation removed',
        'GET /auth/user: response 200 removed',
      ]),
    );
  });

  test('a request field made required, or narrowed, is breaking', () => {
    const after = copy();
    const input = schemas(after).AddressInput!;
    input.required = [...((input.required as string[] | undefined) ?? []), 'pincode'];
    (props(after, 'LoginRequest').username as Json).maxLength = 3;
    const found = breaking(after);
    expect(found).toContain(
      'POST /users/addresses: request application/json: request property pincode is now required',
    );
    expect(found).toContain(
      'POST /auth/signin: request application/json: request property username takes at most 3 characters',
    );
  });

  test('a response type widened is breaking; an added operation or optional field is not', () => {
    const after = copy();
    const product = (schemas(after).Product!.allOf as Json[])[1]!.properties as Json;
    (product.productId as Json).type = ['integer', 'string'];
    (props(after, 'ProductFields') as Json).color = { type: 'string' };
    (after.paths as Record<string, Json>)['/extra'] = {
      get: { operationId: 'extra', responses: { '200': { description: 'ok' } } },
    };
    const changes = compareContracts(openapi, after);
    expect(changes.filter((c) => c.breaking).map((c) => c.message)).toContain(
      'response 200 application/json: response property content[].productId may now be string (was integer)',
    );
    expect(changes).toContainEqual({
      breaking: false,
      operation: 'GET /extra',
      message: 'operation added',
    });
    expect(
      changes.some(
        (c) => !c.breaking && c.message.endsWith('response property content[].color added'),
      ),
    ).toBe(true);
  });
});

describe('npm run contract:diff', () => {
  const run = (...args: string[]) => {
    try {
      return {
        code: 0,
        out: execFileSync('npx', ['tsx', 'scripts/contract-diff.ts', ...args], {
          encoding: 'utf8',
          stdio: 'pipe',
        }),
      };
    } catch (error) {
      const failed = error as { status: number; stdout: string; stderr: string };
      return { code: failed.status, out: failed.stdout + failed.stderr };
    }
  };

  test('a git ref that does not exist fails with one clear line, never a pass', () => {
    const { code, out } = run('--base', 'no-such-ref-here');
    expect(code).toBe(2);
    expect(out).toContain('contract:diff: the git ref "no-such-ref-here" does not exist here');
  });

  test('against HEAD it reports the working contract (no change when it is committed as it is)', () => {
    const { code, out } = run('--base', 'HEAD');
    expect(out).toContain('Contract changes since HEAD');
    expect([0, 1]).toContain(code);
  });
});
