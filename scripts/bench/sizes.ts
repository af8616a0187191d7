import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PRERENDERED_ROUTES } from '@/prerender/routes';

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A built page's HTML: its path, and its size gzip (level 9) and raw. */
export interface HtmlSize {
  path: string;
  gzip: number;
  raw: number;
}

/** A set of files and the gzip size of their JavaScript and CSS. */
export interface Load {
  files: string[];
  js: number;
  css: number;
}

/** Gzip sizes of a build's files (each file compressed once, at level 9). */
export function buildSizes(outDir: string) {
  const gzipSizes = new Map<string, number>();
  async function gzipSize(file: string) {
    let size = gzipSizes.get(file);
    if (size === undefined) {
      size = gzipSync(await readFile(join(outDir, file)), { level: 9 }).length;
      gzipSizes.set(file, size);
    }
    return size;
  }
  async function sizeOf(files: Iterable<string>) {
    let js = 0;
    let css = 0;
    for (const file of files) {
      if (file.endsWith('.js')) js += await gzipSize(file);
      else if (file.endsWith('.css')) css += await gzipSize(file);
    }
    return { js, css };
  }
  return {
    sizeOf,
    load: async (files: string[]): Promise<Load> => ({ files, ...(await sizeOf(files)) }),
    /**
     * Gzip and raw size of each prerendered page's HTML (the shell a phone receives first): the
     * routes the build writes, and `products` (a product page's path, written with the data).
     */
    async shellSizes(products: readonly string[] = []) {
      const sizes: HtmlSize[] = [];
      for (const path of [...PRERENDERED_ROUTES.map((route) => route.path), ...products]) {
        const file = path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
        const raw = (await stat(join(outDir, file))).size;
        sizes.push({ path, gzip: await gzipSize(file), raw });
      }
      return sizes;
    },
  };
}
