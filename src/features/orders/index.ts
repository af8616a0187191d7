// The orders feature's public entry: what other features may use.
export { orderKeys } from './api/query-keys';
