import type { RequestHandler } from 'msw';
import { carefulRefusals, type Refusals } from '../http-server/refusals';
import { adminListsAsArrays } from './admin-lists';
import { cascadeDelete } from './cascade-delete';
import { cookieOnlyAuth } from './cookie-only-auth';
import { dtoFields } from './dto-fields';
import { emptyResultsAre400 } from './empty-results';
import { foreignKeys } from './foreign-keys';
import { freeOrderStatus } from './free-order-status';
import { imagesOutsideApi } from './images-outside-api';
import { largePages } from './large-pages';
import { malformedIds } from './malformed-ids';
import { malformedJsonMasked } from './malformed-json';
import { minimumLengths } from './minimum-lengths';
import { noCartUntilCreated } from './no-cart-until-created';
import { noCatalogueExtension } from './no-catalogue-extension';
import { noReviews } from './no-reviews';
import { noSignInThrottle } from './no-sign-in-throttle';
import { noStockOrCartLimits } from './no-stock-or-cart-limits';
import { plainShapes } from './plain-shapes';
import type { Quirk } from './quirk';
import { springSessionCookie } from './spring-cookie';
import { springRefusals } from './spring-refusals';
import { textByAccept } from './text-answers';
import { stripeMinimum } from './stripe-minimum';
import { trustingPayments } from './trusting-payments';
import { unroundedDoubles } from './unrounded-doubles';
import { unknownSortField } from './unknown-sort';

export { NEW_ORDER_STATUS } from './trusting-payments';

/**
 * Quirks mode: the standalone mock server answering like the real Spring Boot backend where it is
 * odd (docs/product/real-server.md), on top of what the shared handlers already do faithfully
 * (201 plain-text client secret, `jwtToken` = the whole Set-Cookie string, 404 "Bad credentials",
 * 302 keyword search with a JSON body, full image URLs only from GET /public/products, 400 "No
 * category created till now." for an empty table). Switched on with `npm run mock:server --
 * --quirks`, or `POST /__mock/quirks?on=1` on a server started with `--control`.
 *
 * One file per behaviour, each a Quirk (./quirk.ts): override handlers placed before the shared
 * ones, a rewrite of the request or of the answer, or the server's refusals. The shared handlers
 * know nothing of this mode. Order matters where two quirks touch one call: the list runs top down.
 * Everything it answers is still valid against openapi.yaml.
 */
export const quirks: Quirk[] = [
  noCatalogueExtension,
  noReviews,
  malformedIds,
  unknownSortField,
  emptyResultsAre400,
  minimumLengths,
  noCartUntilCreated,
  foreignKeys,
  cascadeDelete,
  stripeMinimum,
  trustingPayments,
  noStockOrCartLimits,
  noSignInThrottle,
  adminListsAsArrays,
  freeOrderStatus,
  largePages,
  dtoFields,
  cookieOnlyAuth,
  textByAccept,
  springSessionCookie,
  malformedJsonMasked,
  imagesOutsideApi,
  plainShapes,
  unroundedDoubles,
  springRefusals,
];

/** What quirks mode changes (printed by `npm run mock:server -- --quirks`). */
export const quirkList = quirks.map(({ name, description }) => ({ name, description }));

/** The override handlers, to place before the shared ones. */
export const quirkHandlers: RequestHandler[] = quirks.flatMap((quirk) => quirk.handlers ?? []);

export const quirkRefusals: Refusals =
  quirks.find((quirk) => quirk.refusals)?.refusals ?? carefulRefusals;

/** The request as the real server would read it, before any handler sees it. */
export async function quirkRequest(request: Request): Promise<Request> {
  for (const quirk of quirks) if (quirk.request) request = await quirk.request(request);
  return request;
}

/** An answer of the handlers as the real server would have given it. */
export async function quirkResponse(request: Request, response: Response): Promise<Response> {
  for (const quirk of quirks)
    if (quirk.response) response = await quirk.response(request, response);
  if (!(response.headers.get('content-type') ?? '').startsWith('application/json')) return response;
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return response;
  }
  for (const quirk of quirks) {
    const replaced = quirk.json?.(body, request, response);
    if (replaced) return replaced;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
