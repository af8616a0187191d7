/**
 * The client-side start-up of the storefront: how a built page becomes the app without a long
 * task on a phone and without losing a tap (docs/start-up.md, decisions 0020–0026).
 *
 * Features, entities and routes use three names of it, and only from here (the lint's
 * `no-restricted-imports`, eslint.config.js): `HydrateApart`, `HydrateWhen` and `BELOW_THE_FOLD`.
 * The rest is for src/main.tsx and src/app.
 */

// For features: the parts of a built page (and the mark of one below the fold).
export { HydrateApart } from './hydrate-apart';
export { HydrateWhen } from './hydrate-when';
export { BELOW_THE_FOLD } from './below-the-fold';

// For src/main.tsx: the start's steps.
export { enableMocks } from './mocks';
export { inATaskOfItsOwn } from './in-a-task';
export { hydrateBuiltPage, rendersBuiltPage } from './built-page';

// For src/app: the end of the page's hydration, and the replay of what was done before it.
export { endPageHydration } from './page-hydration';
export { replayEarlyEvents } from './early-events-replay';
