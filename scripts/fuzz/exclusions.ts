/**
 * Where a Schemathesis check must not be run, and why: one check on named operations, never a
 * check switched off for the whole API. Only quirks mode has any: the mock server reproduces the
 * real Spring server there (docs/decisions/0007-quirks-mode.md), and where the real server is
 * wrong the mock must stay wrong with it. A live server checked with `--mode quirks` (the default
 * for `--base-url`: the real server) gets the same ones.
 */
export type FuzzMode = 'plain' | 'quirks';

/** The checks of scripts/fuzz/schemathesis.toml an exclusion may name. */
export type CheckName =
  | 'not_a_server_error'
  | 'status_code_conformance'
  | 'content_type_conformance'
  | 'response_headers_conformance'
  | 'response_schema_conformance'
  | 'negative_data_rejection'
  | 'missing_required_header'
  | 'unsupported_method'
  | 'allow_header_conformance'
  | 'ignored_auth'
  | 'use_after_free'
  | 'ensure_resource_availability';

export interface Exclusion {
  check: CheckName;
  /** operationIds of openapi.yaml (a unit test checks that each exists). */
  operations: readonly string[];
  modes: readonly FuzzMode[];
  reason: string;
}

export const EXCLUSIONS: readonly Exclusion[] = [
  {
    check: 'unsupported_method',
    // The operations open to anyone (`security: []`); on the protected ones Schemathesis itself
    // accepts a 401 for an undeclared method.
    operations: [
      'getProducts',
      'searchProductsByKeyword',
      'getCategories',
      'getProductsByCategory',
      'getImage',
      'signIn',
      'signUp',
      'signOut',
      // The reviews extension's public read: the real server has no such path at all, and
      // answers every method on it with the same masked 401.
      'getProductReviews',
    ],
    modes: ['quirks'],
    reason:
      'The real server answers an undeclared method (405) with the masked 401 ' +
      '{"path":"/error",...} like every error it does not handle, also on its public paths ' +
      '(openapi.yaml, components.responses.Unauthorized).',
  },
  {
    check: 'negative_data_rejection',
    operations: [
      'getProducts',
      'searchProductsByKeyword',
      'getCategories',
      'getProductsByCategory',
      'getAdminUsers',
      'getAdminOrders',
    ],
    modes: ['quirks'],
    reason:
      "The real server pages with whatever pageSize it is sent (no maximum; the contract's " +
      "1000 is the careful server's cap), so pageSize=1001 is answered 200.",
  },
  {
    check: 'negative_data_rejection',
    operations: ['createProduct', 'updateProduct', 'updateCategory', 'createCategory'],
    modes: ['quirks'],
    reason:
      "The real server's ProductDTO and CategoryDTO have no `active`/`isActive`; Jackson " +
      'ignores unknown properties, so a wrong type there is accepted (the careful server refuses it).',
  },
  {
    check: 'negative_data_rejection',
    operations: ['updateOrderStatus'],
    modes: ['quirks'],
    reason:
      'The real server stores any status string ("Order Accepted !", "Shipped", ...); only the ' +
      'careful server holds it to the OrderStatus enum.',
  },
];

export const exclusionsFor = (mode: FuzzMode): Exclusion[] =>
  EXCLUSIONS.filter((exclusion) => exclusion.modes.includes(mode));
