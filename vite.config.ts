import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import { evaluateApart } from './build/vite-plugin-evaluate-apart.ts';
import { mantineComponentCss } from './build/vite-plugin-mantine-css.ts';
import { mockShop } from './build/vite-plugin-mock-shop.ts';
import { mswWorker } from './build/vite-plugin-msw-worker.ts';
import { prerender } from './build/vite-plugin-prerender.ts';
import { securityHeaders } from './build/vite-plugin-security-headers.ts';
import { srcAlias } from './build/src-alias.ts';

// The mock switch is read at build time from VITE_API_MOCKS ('true' | 'false'):
//   .env.development  -> true   (`vite`)
//   .env.mock         -> true   (`vite build --mode mock`, `vite --mode mock`)
//   .env.production   -> false  (`vite build`)
//   .env.real         -> false  (`vite --mode real`: dev server against a real backend)
// An environment variable of the same name overrides the .env files.
// src/main.tsx imports '../mocks/browser' only when import.meta.env.VITE_API_MOCKS === 'true', so
// with mocks off neither msw nor the mock shop reaches the bundle (and faker never does: the
// mock-mode build ships the seeded shop as data, build/vite-plugin-mock-shop.ts).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const mocksEnabled = env.VITE_API_MOCKS === 'true';
  // Hybrid mode (`npm run dev:hybrid`, mocks/hybrid.ts): mocks on, and the calls they let
  // through go to the real backend like with mocks off.
  const hybrid = mocksEnabled && env.VITE_API_HYBRID === 'true';

  // With mocks off, /api goes to a real backend (same origin for the browser, so cookies work).
  const apiTarget = process.env.VITE_API_PROXY_TARGET ?? 'http://localhost:8080';
  const proxy: Record<string, ProxyOptions> | undefined =
    mocksEnabled && !hybrid
      ? undefined
      : {
          '/api': {
            target: apiTarget,
            changeOrigin: true,
            secure: false,
            // Cookies set by the backend must belong to the dev server's host, not the target's.
            cookieDomainRewrite: '',
          },
          // The Spring server serves uploaded images at /images/**, outside /api (used with
          // VITE_IMAGE_BASE_URL=/images). The trailing slash keeps the app's own paths out.
          '/images/': {
            target: apiTarget,
            changeOrigin: true,
            secure: false,
          },
        };

  return {
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        codeSplittingOptions: {
          // The home page is where most visits start: its component travels with the entry, so a
          // phone does not wait for one more round trip before the router can render it and fetch
          // its products. Every other page loads its component on demand.
          // The back office's loaders (which prime its list queries) and pending panels are split
          // too, so no back-office code reaches a shopper's first load, and so is the wishlist's
          // loader (it brings the catalogue's lookup); the loader's chunk loads in parallel with
          // the page's.
          splitBehavior: ({ routeId }) =>
            routeId === '/'
              ? []
              : routeId.startsWith('/admin/') || routeId === '/wishlist'
                ? [
                    ['loader'],
                    ['component'],
                    ['pendingComponent'],
                    ['errorComponent'],
                    ['notFoundComponent'],
                  ]
                : undefined,
          // The route modules' hot-reload code swaps a route into the last router made in this
          // window (window.__TSR_ROUTER__). Test files that share their worker's modules make a
          // router each, so a route module loaded in one file took the routes of the previous
          // file's router (a page of that test rendered in this one). Tests do not hot-reload.
          addHmr: !process.env.VITEST,
        },
        routesDirectory: 'src/routes',
        generatedRouteTree: 'src/routeTree.gen.ts',
      }),
      react(),
      mantineComponentCss(),
      evaluateApart(),
      mswWorker({ enabled: mocksEnabled }),
      mockShop({ inParts: !process.env.VITEST }),
      securityHeaders({ apiBaseUrl: env.VITE_API_BASE_URL }),
      // The build writes the storefront's first pages as HTML (docs/decisions/0011);
      // VITE_PRERENDER=false leaves them to the browser.
      prerender({
        enabled: env.VITE_PRERENDER !== 'false',
        apiBase: env.VITE_API_BASE_URL,
        mocks: mocksEnabled,
        prerenderApiUrl: process.env.PRERENDER_API_URL,
        productPages: process.env.PRERENDER_PRODUCTS
          ? Number(process.env.PRERENDER_PRODUCTS)
          : undefined,
      }),
    ],
    resolve: {
      // msw's cookie jar asks tldts for registrable domains; in the page a public-suffix list
      // guards nothing and weighs a fifth of the mock's chunk (decision 0013).
      alias: [
        srcAlias,
        {
          find: /^tldts$/,
          replacement: fileURLToPath(
            new URL('./mocks/browser-deps/public-suffix.ts', import.meta.url),
          ),
        },
      ],
    },
    // The shop's public address (canonical links, link previews, the sitemap): src/lib/seo/site-url.ts.
    define: { 'import.meta.env.SITE_URL': JSON.stringify(process.env.SITE_URL ?? '') },
    server: { proxy },
    preview: { proxy },
    build: {
      outDir: mode === 'mock' ? 'dist-mock' : 'dist',
      emptyOutDir: true,
      // The mock build carries msw and the seeded shop in their own lazy chunk.
      chunkSizeWarningLimit: mode === 'mock' ? 1000 : 500,
      rolldownOptions: {
        // The start-up's public entry (src/start-up/index.ts) only re-exports: free of side
        // effects, so a lazy page importing one of its names keeps that module in the page's own
        // chunk instead of the entry's, which imports the same public entry for the start.
        treeshake: {
          moduleSideEffects: (id) =>
            /src[\\/]start-up[\\/]index\.ts$/.test(id) ? false : undefined,
        },
        output: {
          // Libraries every page needs travel in a few chunks rather than dozens of small ones
          // (fewer round trips on a phone), and the rest of the first load (the app's frame, the
          // home page, the components they use) in the entry's chunk: `/` loads five scripts.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              // The router and the data layer apart: in one chunk they were one long task on a
              // phone; each chunk is evaluated in a task of its own.
              {
                name: 'router-libs',
                test: /node_modules[\\/](@tanstack[\\/](react-router|router-core|history|store|react-store|router-ssr-query-core|react-router-ssr-query)|use-sync-external-store)[\\/]/,
              },
              {
                name: 'data-libs',
                test: /node_modules[\\/](@tanstack|zod|openapi-fetch)[\\/]/,
              },
              {
                name: 'mantine',
                test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/,
              },
              // The first load's Mantine components apart from the app's own code: evaluated
              // together they were one long task on a phone; each chunk is a task of its own
              // (the page's start script, docs/start-up.md).
              {
                name: 'mantine-ui',
                test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]/,
                tags: ['$initial'],
              },
              // The app's data layer (the API client, the stores that read the browser's storage,
              // the helpers they share) apart from its frame and pages: the entry's chunk was one
              // long task on a phone on every page.
              {
                name: 'app-data',
                test: /[\\/]src[\\/](api|entities|lib)[\\/]/,
                tags: ['$initial'],
              },
              { name: 'storefront', tags: ['$initial'] },
              // The catalogue's filter bar (Pagination, TextInput and the pieces they build on)
              // in one chunk rather than about twenty small ones: /products loads 12 files, not
              // 33. Mantine's hooks and shared pieces go in chunks of their own first, so the
              // home page's carousel does not pull the filter bar in after it.
              // The hooks and pieces of what opens over the page (a dialog, a drawer, a popover,
              // a toast) go with those, below: the catalogue's first load has none of them.
              {
                name: 'mantine-hooks',
                test: /node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/](?!(use-drag|use-long-press|use-focus-trap|use-focus-return|use-hotkeys|use-click-outside|use-mutation-observer)[\\/])/,
              },
              {
                name: 'mantine-shared',
                test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](utils[\\/](?!Floating[\\/])|components[\\/](Transition|CloseButton)[\\/])/,
              },
              {
                name: 'catalogue-ui',
                test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]((Pagination|Input|InputBase|TextInput|Center)[\\/]|Checkbox[\\/]CheckIcon)/,
              },
              // floating-ui with the scroll area (which imports it too: the cart's table), and
              // what opens over the page (the category list, the Sort By hint), each apart:
              // loaded at the first open or hover, not with the catalogue (its closed category
              // select is a look-alike, category-select.tsx). The Combobox's styles stay with
              // the popover's, after them, as Mantine's order wants.
              {
                name: 'floating-ui',
                test: /node_modules[\\/](@floating-ui[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/])/,
              },
              {
                name: 'overlay-ui',
                test: /node_modules[\\/]@mantine[\\/](hooks[\\/]esm[\\/]|core[\\/]esm[\\/](utils[\\/]Floating|components[\\/](Portal|Overlay|FocusTrap))[\\/])/,
              },
              // The styles of the Combobox and the Popover it builds on, in that order, and the
              // Combobox's chevron: what a NativeSelect (a product's reviews) needs of them.
              {
                name: 'combobox-styles',
                test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Popover[\\/]Popover\.module|Combobox[\\/](Combobox\.module|ComboboxChevron[\\/]|get-parsed-combobox-data[\\/]))/,
              },
              {
                name: 'popover-ui',
                test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Select|Combobox|Popover|Tooltip)[\\/]/,
              },
            ],
          },
        },
      },
    },
  };
});
