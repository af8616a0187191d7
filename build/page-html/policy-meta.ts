import { inlineScriptHashes, STRIPE_SCRIPT } from '../../src/server/content-security-policy.ts';

const POLICY_META = /<meta http-equiv="Content-Security-Policy"[^>]*>\n?\s*/i;
const CHARSET_META = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * The page with its script policy in a `<meta>` (after its charset, before its first script), for
 * a host that serves the built files as they are and sends one header for all of them: the
 * policy any host can carry with the page. Only the part that follows from the page and guards
 * its scripts; a meta cannot carry `frame-ancestors`, and the rest (connections, frames) is the
 * host's (docs/running-against-a-server.md, "Security headers"). Where both apply (`npm run
 * serve` sends the whole policy too) a script must pass both, and the page's own pass both.
 * Written again over an older one, so a page kept from an earlier build is not given two.
 */
export async function withPolicyMeta(html: string): Promise<string> {
  const page = html.replace(POLICY_META, '');
  const scripts = ['script-src', "'self'", ...(await inlineScriptHashes(page)), STRIPE_SCRIPT];
  const meta = `<meta http-equiv="Content-Security-Policy" content="${scripts.join(' ')}; object-src 'none'; base-uri 'self'">`;
  const charset = CHARSET_META.exec(page);
  if (!charset) throw new Error('withPolicyMeta: the page has no <meta charset>');
  const at = charset.index + charset[0].length;
  return `${page.slice(0, at)}\n    ${meta}${page.slice(at)}`;
}
