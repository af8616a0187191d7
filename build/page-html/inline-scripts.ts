import { build, type Rolldown } from 'vite';
import { srcAlias } from '../src-alias.ts';

/**
 * The globals the bundles define (their modules' exports); the page's inline script calls their
 * start. Not the capture's own global, where the kept events wait (EARLY_EVENTS_GLOBAL in
 * src/start-up/early-events-capture.ts).
 */
const FIRST_REQUEST_BUNDLE = '__shopFirstRequest';
const EARLY_CAPTURE_BUNDLE = '__shopEarlyCapture';

interface BuildOptions {
  root: string;
  mode: string;
  envDir?: string | false;
}

/**
 * A module of the app bundled into one small script for the prerendered pages' inline head
 * script (an IIFE, minified), with the same mode and environment as the app's build, so what it
 * reads of the app (the API base, the catalogue's rules) is the app's own, not a copy. A
 * second, tiny Vite build: no plugins, nothing written.
 */
async function bundleInlineScript(
  options: BuildOptions,
  entry: string,
  name: string,
): Promise<string> {
  const result = await build({
    configFile: false,
    root: options.root,
    mode: options.mode,
    envDir: options.envDir,
    logLevel: 'error',
    resolve: { alias: [srcAlias] },
    // Libraries read it to drop their development checks; lib mode leaves it as it is.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      minify: true,
      lib: {
        entry,
        formats: ['iife'],
        name,
      },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
  const chunk = output.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error(`The bundle of ${entry} produced no code.`);
  // Ends in a newline or a semicolon-less expression: the call after it needs its own statement.
  return `${chunk.code.trim().replace(/;?$/, ';')}`;
}

/** The prerendered pages' first-request code (src/prerender/first-request-client.ts). */
export const bundleFirstRequest = (options: BuildOptions) =>
  bundleInlineScript(options, 'src/prerender/first-request-client.ts', FIRST_REQUEST_BUNDLE);

/** The statement that starts a page's first request with the bundle above. */
export const startFirstRequestCall = (path: string) =>
  `${FIRST_REQUEST_BUNDLE}.startFirstRequest(${JSON.stringify(path)});`;

/**
 * The capture of what a person does before the app runs (src/start-up/early-events-capture.ts),
 * started: every prerendered page's, in both modes.
 */
export const bundleEarlyEventsCapture = async (options: BuildOptions) =>
  `${await bundleInlineScript(options, 'src/start-up/early-events-capture.ts', EARLY_CAPTURE_BUNDLE)}\n` +
  `${EARLY_CAPTURE_BUNDLE}.startEarlyCapture(document);`;
