/**
 * What the build writes where a nonce goes (Vite's `html.cspNonce`, the prerendered pages'
 * styles and script); the host replaces it with a fresh value per response.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';
