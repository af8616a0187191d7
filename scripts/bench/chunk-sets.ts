import { FORBIDDEN_IN_FIRST_LOAD } from './budgets';
import type { ChunkModules } from './chunk-modules-plugin';

/** The back office: every chunk the admin pages need that the storefront's first load does not. */
export function adminChunks(chunks: ChunkModules[], storefront: Set<string>) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || storefront.has(file)) return;
    files.add(file);
    const chunk = byFile.get(file);
    chunk?.css.forEach((css) => !storefront.has(css) && files.add(css));
    chunk?.imports.forEach(visit);
  };
  for (const chunk of chunks)
    if (
      chunk.modules.some((m) => /^src\/(routes|features)\/admin\//.test(m.id)) &&
      chunk.isDynamicEntry
    )
      visit(chunk.fileName);
  return files;
}

/** The modules of these files that no storefront first load may carry (budgets.ts). */
export function forbiddenIn(files: string[], chunks: ChunkModules[]) {
  const found: string[] = [];
  for (const file of files) {
    const chunk = chunks.find((c) => c.fileName === file);
    for (const module of chunk?.modules ?? [])
      for (const rule of FORBIDDEN_IN_FIRST_LOAD)
        if (rule.module.test(module.id)) found.push(`${rule.what}: ${module.id} (${file})`);
  }
  return found;
}
