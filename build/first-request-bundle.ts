import { build, type Rolldown } from 'vite';

/** The global the bundle defines; the page's inline script calls its `startFirstRequest`. */
const GLOBAL_NAME = '__shopFirstRequest';

/**
 * The prerendered pages' first-request code (src/prerender/first-request-client.ts) bundled
 * into one small script for the HTML (an IIFE, minified), with the same mode and environment as
 * the app's build, so its API base and the catalogue's rules are the app's own, not a copy.
 * A second, tiny Vite build: no plugins, nothing written.
 */
export async function bundleFirstRequest(options: {
  root: string;
  mode: string;
  envDir?: string | false;
}): Promise<string> {
  const result = await build({
    configFile: false,
    root: options.root,
    mode: options.mode,
    envDir: options.envDir,
    logLevel: 'error',
    // Libraries read it to drop their development checks; lib mode leaves it as it is.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      lib: {
        entry: 'src/prerender/first-request-client.ts',
        formats: ['iife'],
        name: GLOBAL_NAME,
      },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  const chunk = output.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('The first-request bundle produced no code.');
  // Ends in a newline or a semicolon-less expression: the call after it needs its own statement.
  return `${chunk.code.trim().replace(/;?$/, ';')}`;
}

/** The statement that starts a page's first request with the bundle above. */
export const startFirstRequestCall = (path: string) =>
  `${GLOBAL_NAME}.startFirstRequest(${JSON.stringify(path)});`;
