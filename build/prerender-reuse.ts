import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The incremental build (build/vite-plugin-prerender.ts): a page whose inputs did not change
 * since the last build is copied from that build instead of rendered again. A page's inputs:
 * - the app's build (the page template and the server bundle that renders it);
 * - the API's answers its render read, asked again now: a list page's lists and categories; for
 *   a product page, the product's own entry in the catalogue rather than the catalogue pages
 *   the render scanned to find it (the contract has no call for one product), so a price change
 *   of one product re-renders that product's page and the lists that show it, not its
 *   neighbours in the scan.
 * Kept in `.vite/prerender-pages/<mode>-<outDir>/`: `pages.json` (each page's inputs and
 * the addresses its render read) and the pages' HTML. The mock server moves its dates at each
 * start, so across two mock servers nothing is reused; a real API's answers are stable.
 */

interface KeptPage {
  inputs: string;
  /** The API addresses the render read, apart from the catalogue scan of a product page. */
  reads: string[];
  file: string;
}

interface Kept {
  app: string;
  pages: Record<string, KeptPage>;
}

// The host's own fetch: a render swaps the global one for its way to the API while it runs.
const hostFetch = globalThis.fetch;

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/** GET /public/products in the contract's largest pages: the catalogue scan. */
const isCatalogueScan = (url: string) =>
  /\/public\/products\?/.test(url) && new URL(url).searchParams.get('pageSize') === '1000';

/** Every product's entry in the catalogue, as the API answers it, by its page's path. */
export async function catalogueEntries(apiUrl: string): Promise<Map<string, string>> {
  const entries = new Map<string, string>();
  const base = apiUrl.replace(/\/+$/, '');
  for (let pageNumber = 0; pageNumber < 1000; pageNumber++) {
    const url = `${base}/public/products?pageNumber=${pageNumber}&pageSize=1000&sortBy=price&sortOrder=asc`;
    const response = await hostFetch(url, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    const page = (await response.json()) as { content?: unknown[]; lastPage?: boolean };
    const content = Array.isArray(page.content) ? page.content : [];
    for (const product of content) {
      const id = (product as { productId?: unknown }).productId;
      if (typeof id === 'number') entries.set(`/products/${id}`, JSON.stringify(product));
    }
    if (page.lastPage !== false || content.length === 0) break;
  }
  return entries;
}

/**
 * The app's build as one hash: the pages' shells (the template with each route's scripts and
 * styles) and the server bundle's code (not the handler's page-shells.json, whose not-found
 * page carries the moment it was rendered).
 */
export async function appHash(shells: readonly string[], serverDir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const shell of shells) hash.update(shell);
  const files = (await readdir(serverDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(serverDir.length)).update(await readFile(file));
  return hash.digest('hex');
}

export async function openPageReuse(options: {
  cacheDir: string;
  /** The build's API: reads are kept relative to it, since a mock server's port changes. */
  apiUrl: string;
  app: string;
  /** The product entries (catalogueEntries), for product pages' inputs. */
  products: Map<string, string>;
}) {
  const { cacheDir, app, products } = options;
  const apiBase = options.apiUrl.replace(/\/+$/, '');
  const relative = (url: string) => (url.startsWith(apiBase) ? url.slice(apiBase.length) : url);
  const absolute = (read: string) => (/^https?:/.test(read) ? read : apiBase + read);
  const index = join(cacheDir, 'pages.json');
  const before = JSON.parse(
    await readFile(index, 'utf8').catch(() => '{"app":"","pages":{}}'),
  ) as Kept;
  const now: Kept = { app, pages: {} };
  await mkdir(join(cacheDir, 'pages'), { recursive: true });
  // One answer per address per build, however many pages read it.
  const answers = new Map<string, Promise<string>>();
  const answer = (read: string) => {
    let body = answers.get(read);
    if (!body) {
      // An address that cannot be asked any more (another API) is an input that changed.
      body = hostFetch(absolute(read), { signal: AbortSignal.timeout(30_000) }).then(
        async (response) => (response.ok ? response.text() : `${response.status}`),
        (error: unknown) => `failed: ${String(error)} ${Math.random()}`,
      );
      answers.set(read, body);
    }
    return body;
  };
  const inputsOf = async (path: string, reads: readonly string[]) => {
    const hash = createHash('sha256')
      .update(app)
      .update(products.get(path) ?? '');
    for (const url of reads) hash.update(url).update(await answer(url));
    return hash.digest('hex');
  };

  return {
    /** The last build's page for `path`, when none of its inputs changed. */
    async reuse(path: string): Promise<string | undefined> {
      const kept = before.pages[path];
      if (!kept || before.app !== app) return undefined;
      if ((await inputsOf(path, kept.reads)) !== kept.inputs) return undefined;
      const html = await readFile(join(cacheDir, 'pages', kept.file), 'utf8').catch(
        () => undefined,
      );
      if (html !== undefined) now.pages[path] = kept;
      return html;
    },
    /** A fetch for one render that notes what it reads (the render's `api.fetch`). */
    recorder() {
      const reads = new Set<string>();
      const recording: typeof fetch = async (input, init) => {
        const request = new Request(input, init);
        const response = await hostFetch(request);
        if (request.method === 'GET' && !isCatalogueScan(request.url)) {
          const read = relative(request.url);
          reads.add(read);
          // What this render read is what the address answers in this build.
          if (!answers.has(read)) {
            const body = response.ok
              ? response.clone().text()
              : Promise.resolve(`${response.status}`);
            answers.set(read, body);
          }
        }
        return response;
      };
      return { fetch: recording, reads: () => [...reads].sort() };
    },
    /** Keeps a rendered page with what its render read. */
    async keep(path: string, html: string, reads: string[]) {
      const file = `${sha(path)}.html`;
      await writeFile(join(cacheDir, 'pages', file), html);
      now.pages[path] = { inputs: await inputsOf(path, reads), reads, file };
    },
    /** Writes what this build kept, and drops the pages no longer built. */
    async save() {
      await writeFile(index, JSON.stringify(now));
      const files = new Set(Object.values(now.pages).map((page) => page.file));
      for (const file of await readdir(join(cacheDir, 'pages')))
        if (!files.has(file)) await rm(join(cacheDir, 'pages', file), { force: true });
    },
  };
}
