/**
 * The nonce the page was served with (the host writes a fresh one into
 * `<meta property="csp-nonce" nonce="...">` and names it in its Content-Security-Policy): Mantine
 * puts it on the `<style>` elements it creates, so the policy needs no 'unsafe-inline'. Read from
 * the `nonce` property, since browsers hide the attribute's value once a policy applies. The
 * build's placeholder (a page served without a policy) is no nonce.
 */
import { setNonce } from 'get-nonce';
import { CSP_NONCE_PLACEHOLDER } from './csp-nonce-placeholder';

let cached: string | null = null;

/** The page's nonce, or '' when it was served without one. */
export function cspNonce(): string {
  if (cached !== null) return cached;
  // Rendered at build time (src/prerender): the host puts each response's nonce in its place.
  if (!globalThis.document) return CSP_NONCE_PLACEHOLDER;
  const meta = globalThis.document?.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  cached = nonce === CSP_NONCE_PLACEHOLDER ? '' : nonce;
  // Mantine's modals lock scrolling with react-remove-scroll, whose <style> takes its nonce here.
  if (cached) setNonce(cached);
  return cached;
}
