import type { ChunkModules } from './chunk-modules-plugin';

/**
 * What a page loads before it is interactive, read from the build's chunk graph: the entry
 * chunk, the route's lazy component chunk (unless the route is not split: the home page's
 * component travels with the entry), everything either imports statically, and their CSS.
 * Dynamic imports inside them (the product dialog, the account menu, the banner's carousel) are
 * not part of it: they load on demand or once the page is idle. Deterministic, unlike a timed
 * browser trace, so it is what the budgets are checked against.
 */
export function firstLoadFromGraph(chunks: ChunkModules[], routeFile: string): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const chunk = byFile.get(file);
    chunk?.css.forEach((css) => files.add(css));
    chunk?.imports.forEach(visit);
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('the build has no entry chunk');
  visit(entry.fileName);
  const split = `${routeFile}?tsr-split=component`;
  const holding = (id: string) => chunks.filter((chunk) => chunk.modules.some((m) => m.id === id));
  const route = holding(split);
  route.forEach((chunk) => visit(chunk.fileName));
  if (
    !holding(routeFile)
      .concat(route)
      .some((chunk) => files.has(chunk.fileName))
  )
    throw new Error(`neither the first load nor a chunk of its own holds ${routeFile}`);
  return [...files].sort();
}
