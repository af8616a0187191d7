import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readdir, readFile, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../../mocks/db/database';
import { startMockHttpServer, type MockHttpServer } from '../../mocks/server';

/**
 * The production build's pages as a search engine, a link preview or a visitor without
 * JavaScript gets them (issue 27): built once with PRERENDER_API_URL pointing at the mock server
 * (with one product whose name and description carry markup), once without it. Assertions are on
 * the files the build writes.
 */

const root = process.cwd();
const withData = join(root, 'dist-test-prerender');
const withoutData = join(root, 'dist-test-prerender-bare');
const withGarbage = join(root, 'dist-test-prerender-garbage');
const SITE = 'https://shop.example';
const HOSTILE_NAME = 'Evil </script><script>window.__pwned=1</script> <b>Mug</b>';
const HOSTILE_DESCRIPTION = '<img src=x onerror="window.__pwned=2"> & "quoted"';

function viteBuild(outDir: string, env: Record<string, string | undefined>): Promise<string> {
  return new Promise((resolve, reject) => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
    // vitest's own variables change what vite.config.ts builds (the mock shop in one part).
    delete childEnv.VITEST;
    delete childEnv.VITEST_POOL_ID;
    delete childEnv.VITEST_WORKER_ID;
    delete childEnv.NODE_ENV;
    // ...and so do the VITE_ switches the unit tests run with (mocks on): the build reads its
    // mode's own files (.env.production: mocks off).
    for (const key of Object.keys(childEnv)) if (key.startsWith('VITE_')) delete childEnv[key];
    for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
    const child = spawn(
      process.execPath,
      [
        join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--outDir',
        outDir,
        '--logLevel',
        'warn',
      ],
      { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`vite build exited ${code}:\n${output}`)),
    );
  });
}

const page = (dir: string, path: string) =>
  readFile(path === '/' ? join(dir, 'index.html') : join(dir, path, 'index.html'), 'utf8');

const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  html.match(
    new RegExp(`<meta ${attribute}="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)"`),
  )?.[1];

/** Every address the build's sitemaps list: the index's sitemaps, each read in turn. */
async function sitemapLocations(dir: string): Promise<string[]> {
  const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const index = await readFile(join(dir, 'sitemap.xml'), 'utf8');
  expect(index).toContain('<sitemapindex');
  const files = locations(index).map((url) => new URL(url).pathname.slice(1));
  const lists = await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')));
  return lists.flatMap(locations);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

let mock: MockHttpServer;
let firstProducts: { productId: number; productName: string }[];
let allIds: number[];

beforeAll(async () => {
  // The seeded shop, whatever a file before this one in the same worker left (the setup resets
  // it before each test, not before this build).
  resetDatabase();
  mock = await startMockHttpServer({ port: 0 });
  const hostile = db().products.find((product) => product.productId === 2)!;
  hostile.productName = HOSTILE_NAME;
  hostile.description = HOSTILE_DESCRIPTION;
  const list = (await (
    await fetch(
      `${mock.url}/api/public/products?pageNumber=0&pageSize=1000&sortBy=price&sortOrder=asc`,
    )
  ).json()) as { content: { productId: number; productName: string }[] };
  firstProducts = list.content.slice(0, 8);
  allIds = list.content.map((product) => product.productId);
  await Promise.all([
    rm(withData, { recursive: true, force: true }),
    rm(withoutData, { recursive: true, force: true }),
  ]);
  await viteBuild(withData, { PRERENDER_API_URL: `${mock.url}/api`, SITE_URL: SITE });
  await viteBuild(withoutData, { PRERENDER_API_URL: undefined, SITE_URL: SITE });
}, 600_000);

afterAll(async () => {
  await mock?.close();
  await Promise.all(
    [withData, withoutData].flatMap((dir) => [
      rm(dir, { recursive: true, force: true }),
      rm(`${dir}-server`, { recursive: true, force: true }),
      rm(join(root, '.vite/prerender-pages', `production-${basename(dir)}`), {
        recursive: true,
        force: true,
      }),
    ]),
  );
});

describe('a production build with PRERENDER_API_URL', () => {
  it('writes a page per product with its name, price, canonical link and link preview', async () => {
    const html = await page(withData, '/products/1');
    const product = db().products.find((row) => row.productId === 1)!;
    expect(html).toMatch(new RegExp(`<h1[^>]*>${product.productName}</h1>`));
    expect(html).toContain(`$${product.specialPrice.toFixed(2)}`);
    expect(html).toContain(`<title>${product.productName} · Shop</title>`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/products/1" />`);
    expect(metaContent(html, 'property', 'og:title')).toBe(product.productName);
    expect(metaContent(html, 'property', 'og:url')).toBe(`${SITE}/products/1`);
    expect(metaContent(html, 'property', 'og:image')).toBe(`${SITE}/api/images/${product.image}`);
    expect(metaContent(html, 'property', 'product:price:amount')).toBe(
      product.specialPrice.toFixed(2),
    );
    expect(metaContent(html, 'property', 'product:price:currency')).toBe('USD');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
  });

  it('describes each product in Product and BreadcrumbList JSON-LD', async () => {
    for (const id of [1, ...allIds.slice(-3)]) {
      const row = db().products.find((product) => product.productId === id)!;
      const [product, breadcrumbs] = jsonLdBlocks(await page(withData, `/products/${id}`));
      expect(product).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: row.productName,
        url: `${SITE}/products/${id}`,
        offers: {
          '@type': 'Offer',
          price: row.specialPrice.toFixed(2),
          priceCurrency: 'USD',
          availability:
            row.quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        },
      });
      expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
      const crumbs = breadcrumbs!.itemListElement as { name: string; item: string }[];
      expect(crumbs.map((crumb) => crumb.name).slice(0, 2)).toEqual(['Home', 'Products']);
      expect(crumbs.at(-1)).toMatchObject({
        name: row.productName,
        item: `${SITE}/products/${id}`,
      });
    }
  });

  it('names the first products in the HTML of / and /products, with an ItemList on the catalogue', async () => {
    const home = await page(withData, '/');
    const catalogue = await page(withData, '/products');
    for (const product of firstProducts) {
      expect(home).toContain(`alt="${product.productName}"`);
      expect(catalogue).toContain(`alt="${product.productName}"`);
    }
    const [list] = jsonLdBlocks(catalogue);
    expect(list).toMatchObject({ '@type': 'ItemList' });
    expect((list!.itemListElement as { url: string }[])[0]!.url).toBe(
      `${SITE}/products/${firstProducts[0]!.productId}`,
    );
  });

  it('lists every product page in the sitemaps, and robots.txt names their index', async () => {
    const locations = await sitemapLocations(withData);
    expect(locations).toEqual(
      expect.arrayContaining([`${SITE}/`, `${SITE}/products`, `${SITE}/about`]),
    );
    for (const id of allIds) expect(locations).toContain(`${SITE}/products/${id}`);
    const robots = await readFile(join(withData, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    for (const path of ['/admin', '/profile', '/checkout', '/cart'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).not.toMatch(/Disallow: \/(products)?\n/);
  });

  it('writes markup in a product as text: escaped in the page, its meta tags and its JSON-LD', async () => {
    const html = await page(withData, '/products/2');
    // Nowhere in the file does the name's markup appear as markup (the router's data included).
    expect(html).not.toContain('<script>window.__pwned');
    expect(html).not.toContain('<img src=x onerror');
    expect(html).toContain('Evil &lt;/script&gt;&lt;script&gt;window.__pwned=1&lt;/script&gt;');
    expect(metaContent(html, 'property', 'og:title')).toBe(
      'Evil &lt;/script&gt;&lt;script&gt;window.__pwned=1&lt;/script&gt; &lt;b&gt;Mug&lt;/b&gt;',
    );
    const [product] = jsonLdBlocks(html);
    expect(product).toMatchObject({ name: HOSTILE_NAME, description: HOSTILE_DESCRIPTION });
  });

  it('writes JSON-LD that parses on every page of the build', async () => {
    let blocks = 0;
    for (const file of await htmlFiles(withData)) {
      const html = await readFile(file, 'utf8');
      const raw = [...html.matchAll(/<script type="application\/ld\+json">/g)].length;
      const parsed = jsonLdBlocks(html);
      expect(parsed).toHaveLength(raw);
      for (const block of parsed) expect(block['@context']).toBe('https://schema.org');
      blocks += parsed.length;
    }
    expect(blocks).toBeGreaterThan(allIds.length * 2);
  });
});

describe('the start of the app in a production build', () => {
  /** The files a chunk imports statically (`import{…}from"./x.js"`, not `import("./x.js")`). */
  const staticImports = (code: string) =>
    [...code.matchAll(/\bimport\s*(?:[\w${},\s*]+from\s*)?["'`]\.\/([^"'`]+\.js)["'`]/g)].map(
      (match) => `/assets/${match[1]}`,
    );

  it('holds the first rendering of every page until its main content is parsed', async () => {
    for (const file of await htmlFiles(withData)) {
      if (file.endsWith('app.html')) continue;
      const html = await readFile(file, 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      // In the head, before the page's styles and scripts: nothing renders before it is seen.
      expect(head).toMatch(/^[^]*<link rel="expect" href="#main-content-end" blocking="render">/);
      expect(head.indexOf('rel="expect"')).toBeLessThan(head.indexOf('<style'));
      // The element it waits for is the main region's last: the browser renders once it is in
      // the document, so everything of the region before it has been parsed by then.
      const body = html.slice(html.indexOf('<body'));
      expect(body).toMatch(/<span id="main-content-end" hidden=""><\/span><\/main>/);
    }
    // The app's own page (routes rendered in the browser only) has nothing to wait for.
    expect(await readFile(join(withData, 'app.html'), 'utf8')).not.toContain('rel="expect"');
  });

  it('puts no script in a page that scrolls while the page is parsed', async () => {
    // The router's scroll-restoring script calls scrollTo where it stands in the HTML, which
    // forces a style and layout of all that was parsed before it (src/app/router.ts).
    for (const file of await htmlFiles(withData)) {
      const scripts = [
        ...(await readFile(file, 'utf8')).matchAll(/<script[^>]*>([^]*?)<\/script>/g),
      ];
      expect(scripts.length, file).toBeGreaterThan(0);
      for (const [, code] of scripts) expect(code, file).not.toMatch(/scroll(To|IntoView)\(/);
    }
  });

  /** The files the page's start script imports one by one (build/page-html/start-script.ts). */
  const startScriptFiles = (code: string) =>
    JSON.parse(/for \(const url of (\[[^\]]*\])\)/.exec(code)![1]!) as string[];

  it('evaluates the first load chunk by chunk, each after the chunks it imports', async () => {
    for (const path of ['/', '/products', '/products/1']) {
      const html = await page(withData, path);
      // No module script loads the app's graph at once.
      expect(html).not.toMatch(/<script type="module"[^>]* src=/);
      const starts = [...html.matchAll(/<script type="module">([^<]*)<\/script>/g)];
      expect(starts).toHaveLength(1);
      const files = startScriptFiles(starts[0]![1]!);
      expect(files.length).toBeGreaterThan(2);
      // The module preloads wait in an inert template until the HTML is parsed: the start
      // script puts them in the document before its first import.
      const held = /<template data-app-scripts>([^]*?)<\/template>/.exec(html)?.[1] ?? '';
      expect(html.replace(/<template data-app-scripts>[^]*?<\/template>/, '')).not.toContain(
        'rel="modulepreload"',
      );
      // One preload per task: each starts a request.
      expect(starts[0]![1]).toMatch(
        /const held = document\.querySelector\('template\[data-app-scripts\]'\);for \(const preload of held \? \[\.\.\.held\.content\.children\] : \[\]\) \{ document\.head\.append\(preload\); await next\(\); \}/,
      );
      for (const [i, file] of files.entries()) {
        // Each file downloads beside the others, once asked for, and exists in the build.
        expect(held).toContain(
          `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}"`,
        );
        const imports = staticImports(await readFile(join(withData, file), 'utf8'));
        for (const imported of imports) expect(files.indexOf(imported)).toBeGreaterThanOrEqual(0);
        for (const imported of imports) expect(files.indexOf(imported)).toBeLessThan(i);
      }
    }
  });

  it("names the page's own chunks, each after the chunks it imports", async () => {
    for (const path of ['/products', '/products/1', '/cart']) {
      const html = await page(withData, path);
      // The start script's chunks (the first load) are evaluated before the page's.
      const firstLoad = startScriptFiles(html);
      const files = [
        ...html.matchAll(/<link rel="modulepreload" [^>]*href="([^"]+)" data-page-chunk>/g),
      ].map((match) => match[1]!);
      expect(files.length, path).toBeGreaterThan(0);
      for (const [i, file] of files.entries()) {
        expect(firstLoad, path).not.toContain(file);
        // All the page's code is named: what a chunk imports is in the first load or before it.
        for (const imported of staticImports(await readFile(join(withData, file), 'utf8')))
          if (!firstLoad.includes(imported)) {
            expect(files.indexOf(imported), `${file} imports ${imported}`).toBeGreaterThanOrEqual(
              0,
            );
            expect(files.indexOf(imported), `${file} imports ${imported}`).toBeLessThan(i);
          }
      }
    }
  });
});

describe('a production build without PRERENDER_API_URL', () => {
  it('holds no product name and no product page', async () => {
    for (const file of await htmlFiles(withoutData)) {
      const html = await readFile(file, 'utf8');
      for (const product of firstProducts) expect(html).not.toContain(product.productName);
    }
    await expect(page(withoutData, '/products/1')).rejects.toThrow();
    const locations = await sitemapLocations(withoutData);
    expect(locations).toContain(`${SITE}/products`);
    expect(locations.filter((url) => url.includes('/products/'))).toEqual([]);
  });
});

describe('a production build whose PRERENDER_API_URL answers garbage', () => {
  let garbage: Server;
  let output: string;
  beforeAll(async () => {
    // A list of categories (so it passes for the shop's API at first sight), then HTML where
    // the products should be.
    garbage = createServer((req, res) => {
      if (req.url?.startsWith('/api/public/categories')) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ content: [], pageNumber: 0, pageSize: 10, totalElements: 0 }));
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<html><body>Service temporarily unavailable</body></html>');
    });
    await new Promise<void>((resolve) => garbage.listen(0, '127.0.0.1', resolve));
    const { port } = garbage.address() as AddressInfo;
    await rm(withGarbage, { recursive: true, force: true });
    output = await viteBuild(withGarbage, {
      PRERENDER_API_URL: `http://127.0.0.1:${port}/api`,
      SITE_URL: SITE,
    });
  }, 300_000);
  afterAll(async () => {
    await new Promise((resolve) => garbage?.close(resolve));
    await rm(withGarbage, { recursive: true, force: true });
    await rm(`${withGarbage}-server`, { recursive: true, force: true });
  });

  it('warns and writes the data-less frames, with no product page and no error in the HTML', async () => {
    expect(output).toContain('could not be read');
    expect(output).toContain('written without data');
    const catalogue = await page(withGarbage, '/products');
    expect(catalogue).toContain('Loading...');
    expect(catalogue).not.toContain('role="alert"');
    expect(catalogue).not.toContain('Service temporarily unavailable');
    const locations = await sitemapLocations(withGarbage);
    expect(locations).toContain(`${SITE}/products`);
    expect(locations.filter((url) => url.includes('/products/'))).toEqual([]);
  });
});
