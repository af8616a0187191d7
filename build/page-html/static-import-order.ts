import type { Rollup } from 'vite';

/**
 * A chunk and every chunk it statically imports, by a depth-first walk of the bundle; files
 * already in `seen` are skipped (several walks can share one set, the walk adds what it visits).
 *
 * - `post`: each chunk after the chunks it imports, the order a browser evaluates them in (the
 *   first load's start script, start-script.ts);
 * - `pre`: each chunk before the chunks it imports, the order Vite's own preload of a dynamic
 *   import inserts their styles in (a route's preloads and styles, route-shell.ts: a
 *   built page then cascades its styles as a page reached in the app does).
 */
export function staticImportOrder(
  bundle: Rollup.OutputBundle,
  fileName: string,
  { order = 'post', seen = new Set<string>() }: { order?: 'pre' | 'post'; seen?: Set<string> } = {},
): string[] {
  const files: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (order === 'pre') files.push(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
    if (order === 'post') files.push(file);
  };
  visit(fileName);
  return files;
}
