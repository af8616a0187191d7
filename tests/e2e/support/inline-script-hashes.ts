import { createHash } from 'node:crypto';

/**
 * The hashes a browser computes for the scripts a page runs from its markup (each once): the
 * tests' own reading, apart from the server's (src/server/content-security-policy.ts), so that
 * a policy missing one of the page's scripts, or naming one it does not have, is seen.
 */
export const inlineScriptHashes = (html: string): string[] => [
  ...new Set(
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/\bsrc=|type="application\//.test(attributes!))
      .map(([, , text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`),
  ),
];
