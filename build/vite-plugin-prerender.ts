import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig, Rollup } from 'vite';
import { appHash, catalogueEntries, openPageReuse } from './prerender-reuse.ts';
import { robotsTxt, sitemapFiles } from './sitemaps.ts';
import { fillShell, type PageShells } from '../src/server/page-shell.ts';
import { inPageImageBaseUrl } from '../mocks/image-base-url.ts';
import { writeMockPictures } from './mock-pictures.ts';
import { srcAlias } from './src-alias.ts';
import {
  bundleEarlyEventsCapture,
  bundleFirstRequest,
  pageStylesheets,
  routeAssets,
  routeShell,
  startFirstRequestCall,
  withPolicyMeta,
} from './page-html/index.ts';

type OutputBundle = Rollup.OutputBundle;

/**
 * Writes static HTML for the storefront's routes after the browser build (docs/decisions/0011):
 * a second, server-side build of src/prerender/render-page.tsx renders each route with React's
 * static renderer, and its markup goes into a copy of the built index.html with the route's
 * title and description, its chunks' styles and module preloads, and the inline script that
 * sets the colour scheme and starts the first product request (src/prerender/first-request.ts,
 * with the code build/page-html/inline-scripts.ts bundles from the app's own modules); the
 * rewrites of the HTML are build/page-html/, one step a module.
 *
 * Output: `index.html` is the home page; every other route is `<path>/index.html`; `app.html`
 * is the empty page every other address gets (the back office, the account pages, a product
 * link with an unknown path), which the app renders in the browser as before.
 */

interface RenderModule {
  renderPage: (
    path: string,
    api: { url?: string; publicBase: string; fetch?: typeof fetch },
  ) => Promise<{ html: string; head: string; failed?: string; notFound: boolean }>;
  productPaths: (api: { url: string; publicBase: string }) => Promise<string[]>;
  SITE_URL: string;
  DEFAULT_SITE_URL: string;
  firstRequestScript: (options: {
    path: string;
    request?: { bundle: string; start: (path: string) => string };
    capture?: string;
  }) => string;
  PRERENDERED_ROUTES: readonly { path: string; route: string }[];
}

export const SPA_FALLBACK = 'app.html';

const PRODUCT_ROUTE = 'src/routes/products_.$productId.tsx';
const CATALOGUE_ROUTE = 'src/routes/products.tsx';

/** Product pages the build writes (PRERENDER_PRODUCTS): the first the catalogue lists. */
const DEFAULT_PRODUCT_PAGES = 300;

/** Pages that are the visitor's own (their cart, signing in): built, but nothing to index. */
const NOT_INDEXED = new Set(['/cart', '/login', '/register']);

/** The sitemap index and its sitemaps (build/sitemaps.ts), and `robots.txt` naming it. */
async function writeSitemaps(outDir: string, siteUrl: string, paths: readonly string[]) {
  for (const file of sitemapFiles(siteUrl, paths))
    await writeFile(join(outDir, file.name), file.xml);
  await writeFile(join(outDir, 'robots.txt'), robotsTxt(siteUrl));
}

/**
 * The API the build renders the pages' data from: PRERENDER_API_URL (read here only, never put
 * into the bundle); the mock-mode build starts the standalone mock server, whose handlers and
 * seeded shop are the in-browser mock's. Without one (a production build not told where its API
 * is) the pages are written without data: a shopper must never see sample products.
 */
async function buildTimeApi(
  options: { prerenderApiUrl?: string; mocks: boolean; apiBase?: string },
  warn: (message: string) => void,
): Promise<{ url?: string; close: () => Promise<void> }> {
  if (options.mocks) {
    // Loaded by Vite's module runner, not bundled into the config: msw and the shop load only
    // for the mock-mode build, and only here.
    const { runnerImport } = await import('vite');
    const { module } = await runnerImport<typeof import('../mocks/server.ts')>(
      fileURLToPath(new URL('../mocks/server.ts', import.meta.url)),
      { configFile: false, logLevel: 'error', resolve: { alias: [srcAlias] } },
    );
    const { startMockHttpServer } = module;
    // Its picture URLs are the in-browser mock's, so hydrating the built page changes no `src`.
    const server = await startMockHttpServer({
      port: 0,
      imageBaseUrl: inPageImageBaseUrl(options.apiBase),
    });
    return { url: `${server.url}/api`, close: () => server.close() };
  }
  const url = options.prerenderApiUrl?.trim();
  if (!url) return { close: async () => undefined };
  try {
    const probe = new URL('public/categories', url.endsWith('/') ? url : `${url}/`);
    const response = await fetch(probe, { signal: AbortSignal.timeout(10_000) });
    const body = (await response.json()) as { content?: unknown } | null;
    // The categories as a page (the contract) or a bare list (older servers).
    if (!response.ok || !(Array.isArray(body) || Array.isArray(body?.content)))
      throw new Error(`GET ${probe.href} answered ${response.status} without a list`);
    return { url, close: async () => undefined };
  } catch (error) {
    warn(
      `PRERENDER_API_URL=${url} does not answer as the shop's API (${String(error)}): the pages are written without data.`,
    );
    return { close: async () => undefined };
  }
}

export function prerender(options: {
  enabled: boolean;
  apiBase?: string;
  mocks: boolean;
  /** PRERENDER_API_URL: where the build reads the pages' data (see buildTimeApi). */
  prerenderApiUrl?: string;
  /** PRERENDER_PRODUCTS: how many product pages the build writes (default 300). */
  productPages?: number;
}): Plugin {
  let config: ResolvedConfig;
  let bundle: OutputBundle | undefined;
  return {
    name: 'shop-prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_, output) {
      if (options.enabled && !config.build.ssr) bundle = output;
    },
    async closeBundle() {
      if (config.build.ssr || !bundle) return;
      const outDir = resolve(config.root, config.build.outDir);
      // The renderer and the page handler (src/server), beside the static files, not among them.
      // A build outside the project (a check into /tmp) keeps them in the project's .vite: their
      // imports of the app's packages resolve from node_modules, which a folder in /tmp has not.
      const insideProject = !relative(config.root, outDir).startsWith('..');
      const serverDir = insideProject
        ? `${outDir}-server`
        : join(config.root, '.vite/server-builds', `${basename(outDir)}-server`);
      const { build } = await import('vite');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: true,
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: {
            input: {
              'render-page': 'src/prerender/render-page.tsx',
              'page-handler': 'src/server/entry.ts',
            },
          },
        },
      });
      const module = (await import(
        `${pathToFileURL(join(serverDir, 'render-page.js')).href}?t=${Date.now()}`
      )) as RenderModule;

      // The mock-mode build starts no request from its HTML: the in-browser mock answers there.
      const inlineBuild = { root: config.root, mode: config.mode, envDir: config.envDir };
      const firstRequest = options.mocks
        ? undefined
        : { bundle: await bundleFirstRequest(inlineBuild), start: startFirstRequestCall };
      // What a person does before the app runs, kept from the first byte of the body.
      const capture = await bundleEarlyEventsCapture(inlineBuild);
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      await writeFile(join(outDir, SPA_FALLBACK), await withPolicyMeta(template));
      const base = config.base;
      const api = await buildTimeApi(options, (message) => config.logger.warn(message));
      try {
        const publicBase = options.apiBase || '/api';
        // Every product's page, when the build has an API to ask for the catalogue.
        const productPaths = api.url
          ? await module.productPaths({ url: api.url, publicBase }).catch((error: unknown) => {
              config.logger.warn(
                `The catalogue of PRERENDER_API_URL could not be read (${String(error)}): no product pages.`,
              );
              return [];
            })
          : [];
        // The first the catalogue lists are built; the page handler renders the others.
        const productPages = productPaths
          .slice(0, options.productPages ?? DEFAULT_PRODUCT_PAGES)
          .map((path) => ({ path, route: PRODUCT_ROUTE }));
        if (!options.mocks && !process.env.SITE_URL)
          config.logger.warn(
            `SITE_URL is not set: canonical links, link previews and the sitemap name ${module.DEFAULT_SITE_URL}.`,
          );
        /** The built index.html with the route's assets and script: a shell (build/page-html/). */
        const shellOf = (route: string, path: string) => {
          const assets = routeAssets(bundle!, route, config.root);
          // The mock-mode build: the in-browser mock (msw, faker, the seeded shop) downloads with
          // the app instead of after it has started.
          if (options.mocks)
            assets.js.push(...routeAssets(bundle!, 'mocks/browser.ts', config.root).js);
          const script = module.firstRequestScript({ path, request: firstRequest, capture });
          return routeShell(template, { script, css: assets.css, js: assets.js, base });
        };
        // What the page handler renders into: its styles in one cached file, so the handler needs
        // no files; the rules in use inline once the build's pages have said which (below).
        const stylesheets = pageStylesheets(outDir, base);
        const linkedShell = (route: string, path: string) =>
          stylesheets.combine(shellOf(route, path));
        const productShell = await linkedShell(PRODUCT_ROUTE, '/products/1');
        const notFound = await module.renderPage('/products/0', { publicBase });
        const shells: PageShells = {
          product: productShell,
          catalogue: await linkedShell(CATALOGUE_ROUTE, '/products'),
          app: template,
          notFound: fillShell(productShell, '/products/0', notFound),
        };

        // The incremental build: a page whose inputs did not change is the last build's.
        const reuse = api.url
          ? await openPageReuse({
              // In the project (.vite is not committed), not in node_modules: worktrees share that.
              cacheDir: join(
                config.root,
                '.vite/prerender-pages',
                `${config.mode}-${basename(outDir)}`,
              ),
              apiUrl: api.url,
              app: await appHash(
                [
                  template,
                  shells.product,
                  shells.catalogue,
                  shellOf(PRODUCT_ROUTE, '/products/1'),
                  // The code that writes the pages: a page kept from a build that wrote them
                  // otherwise (its styles, say) is not this build's page.
                  ...(await Promise.all(
                    [
                      import.meta.url,
                      ...(await readdir(new URL('./page-html/', import.meta.url)))
                        .sort()
                        .map((file) => new URL(`./page-html/${file}`, import.meta.url)),
                      new URL('../src/server/page-shell.ts', import.meta.url),
                    ].map((url) => readFile(fileURLToPath(url), 'utf8')),
                  )),
                ],
                serverDir,
              ),
              // Without the catalogue (an API that fails at it), every page is rendered.
              products: await catalogueEntries(api.url).catch(() => new Map<string, string>()),
            })
          : undefined;
        const written: string[] = [];
        const rendered: string[] = [];
        const deferStyles = stylesheets.defer;
        // The built pages of each page handler's shell, whose rules the shell then carries.
        const markupOf = { product: [shells.notFound], catalogue: [] as string[] };
        const shellPages = (route: string) =>
          route === PRODUCT_ROUTE
            ? markupOf.product
            : route === CATALOGUE_ROUTE
              ? markupOf.catalogue
              : undefined;
        for (const { path, route } of [...module.PRERENDERED_ROUTES, ...productPages]) {
          const file = path === '/' ? join(outDir, 'index.html') : join(outDir, path, 'index.html');
          await mkdir(dirname(file), { recursive: true });
          // Written for a kept page too: its HTML names the combined stylesheet this writes.
          const shell = route === PRODUCT_ROUTE ? productShell : await linkedShell(route, path);
          const kept = await reuse?.reuse(path);
          if (kept !== undefined) {
            written.push(path);
            shellPages(route)?.push(kept);
            await writeFile(file, await withPolicyMeta(kept));
            continue;
          }
          const reads = reuse?.recorder();
          let page = await module.renderPage(path, {
            url: api.url,
            publicBase,
            fetch: reads?.fetch,
          });
          let complete = true;
          if (page.failed) {
            // A product page needs its product; any other page is written as its frame.
            config.logger.warn(
              `${path}: the API's answers did not all arrive (${page.failed}): ${route === PRODUCT_ROUTE ? 'not written (the page handler or the app renders it)' : 'written without data'}.`,
            );
            if (route === PRODUCT_ROUTE) continue;
            page = await module.renderPage(path, { publicBase });
            complete = false;
          }
          written.push(path);
          rendered.push(path);
          const html = await deferStyles(fillShell(shell, path, page));
          shellPages(route)?.push(html);
          await writeFile(file, await withPolicyMeta(html));
          if (reads && complete) await reuse!.keep(path, html, reads.reads());
        }
        await reuse?.save();
        // A build without product pages (no API) leaves the product shell's stylesheet linked:
        // it would have only the not-found page's rules to go by.
        const product =
          markupOf.product.length > 1
            ? await deferStyles(productShell, markupOf.product)
            : productShell;
        const handlerShells: PageShells = {
          ...shells,
          product,
          catalogue: await deferStyles(shells.catalogue, markupOf.catalogue),
          notFound: fillShell(product, '/products/0', notFound),
        };
        await writeFile(join(serverDir, 'page-shells.json'), JSON.stringify(handlerShells));
        await writeFile(join(outDir, '404.html'), await withPolicyMeta(handlerShells.notFound));
        const pages = module.PRERENDERED_ROUTES.map((route) => route.path).filter(
          (path) => written.includes(path) && !NOT_INDEXED.has(path),
        );
        await writeSitemaps(outDir, module.SITE_URL, [...pages, ...productPaths]);
        // The mock-mode build's pictures, for the first visit before the in-browser mock runs.
        if (options.mocks && api.url)
          await writeMockPictures(api.url, inPageImageBaseUrl(options.apiBase), outDir);
        // What this build rendered (the others were unchanged since the last build).
        const shown = rendered.length > 20 ? [...rendered.slice(0, 20), '…'] : rendered;
        config.logger.info(
          `Pages: ${rendered.length} rendered${rendered.length ? ` (${shown.join(', ')})` : ''}, ${written.length - rendered.length} unchanged since the last build; ${productPaths.length - productPages.length} products left to the page handler (${relative(config.root, serverDir)}/page-handler.js).`,
        );
      } finally {
        await api.close();
      }
      bundle = undefined;
    },
  };
}
