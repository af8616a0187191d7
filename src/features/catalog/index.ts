// The catalogue feature's public entry: what other features may use.
export { catalogKeys, PUBLIC_CATALOGUE_ROOTS } from './api/query-keys';
export { readPositiveInt } from './catalog-search';
