/**
 * Which session a request was sent in (docs/decisions/0027-session-generation.md). The page's
 * session has a generation: a number that moves on whenever the person behind the page changes
 * (every `forgetUser`: a sign-out, a confirmed expiry, a sign-out or sign-in in another tab, and a
 * sign-in here). The client stamps each request with the generation it was sent in; an answer
 * whose generation is over belongs to somebody who has left: it may sign nobody out, write
 * nothing to the cache and show nothing (src/api/middleware.ts, src/api/unauthorized.ts).
 *
 * One exception keeps the single person's expiry as it was (ADR 0004): when the last change was a
 * confirmed expiry and nothing came after it, the expired person is still the one at the screen
 * (nobody else has signed in), so the answers of their last calls still reach them, and a burst of
 * failures that shared the check which ended the session still says so.
 */

let generation = 0;
/** Whether the last change of generation was a confirmed expiry (and not a new person). */
let lastChangeWasExpiry = false;

// The stamp rides on the Request itself: the one object openapi-fetch hands to every middleware,
// and gone with it (no entry left behind by a call that never answers).
const stamps = new WeakMap<Request, number>();

/** The generation now. */
export const currentSessionGeneration = (): number => generation;

/** The person behind the page changed (or left): every call under way is now someone else's. */
export function nextSessionGeneration(byExpiry: boolean): void {
  generation += 1;
  lastChangeWasExpiry = byExpiry;
}

/** Notes the generation a request is sent in. */
export function stampRequest(request: Request): void {
  stamps.set(request, generation);
}

/** The generation a request was sent in (the current one for a request the client never saw). */
export const generationOf = (request: Request): number => stamps.get(request) ?? generation;

/**
 * Whether an answer to a call sent in `sentIn` may still act on the page: it was sent in this
 * generation, or in the one a confirmed expiry just ended with nobody after it.
 */
export function belongsToCurrentSession(sentIn: number): boolean {
  return sentIn === generation || (lastChangeWasExpiry && sentIn === generation - 1);
}
