// Builds the production bundle (mocks off) and fails when any emitted file contains msw or faker
// code, or when a mockServiceWorker.js was emitted. Prints the gzip size of every JS/CSS file.
//
//   node scripts/check-prod-bundle.mjs                 build (mode production) into a temp dir, check
//   node scripts/check-prod-bundle.mjs --mode mock     same for another mode (the mock build must fail)
//   node scripts/check-prod-bundle.mjs --dir dist      check an existing build, do not build
//   node scripts/check-prod-bundle.mjs --keep          keep the temp build dir
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../', import.meta.url));
const { values: args } = parseArgs({
  options: {
    mode: { type: 'string', default: 'production' },
    dir: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});

// Strings that msw's and faker's code keep after bundling and minification (string literals and
// property names, not identifiers, which the minifier renames). Checked against msw 2.15 and
// @faker-js/faker 10.6: each one occurs in those libraries, none in react, react-dom, the router,
// react-query or Mantine.
const MARKERS = [
  // msw: the worker script's URL, its docs links, its log prefix, its worker message protocol.
  { lib: 'msw', name: 'mockServiceWorker', re: /mockServiceWorker/ },
  { lib: 'msw', name: 'MOCK_SERVICE_WORKER', re: /MOCK_SERVICE_WORKER/ },
  { lib: 'msw', name: 'setupWorker', re: /setupWorker/ },
  { lib: 'msw', name: 'mswjs.io', re: /mswjs\.io/ },
  { lib: 'msw', name: '[MSW]', re: /\[MSW\]/ },
  { lib: 'msw', name: 'MOCK_ACTIVATE', re: /MOCK_ACTIVATE/ },
  { lib: 'msw', name: 'INTEGRITY_CHECK_REQUEST', re: /INTEGRITY_CHECK_REQUEST/ },
  { lib: 'msw', name: 'msw (word)', re: /(?<![\w$-])msw(?![\w$-])/i },
  // faker: its package name, its site, its `faker` property and word.
  { lib: 'faker', name: '@faker-js', re: /@faker-js/ },
  { lib: 'faker', name: 'fakerjs.dev', re: /fakerjs\.dev/ },
  { lib: 'faker', name: 'faker (word)', re: /(?<![\w$-])faker(?![\w$])/i },
];

const SIZED = /\.(m?js|css)$/;

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath ?? e.path, e.name))
    .sort();
}

function excerpt(text, index, length) {
  const start = Math.max(0, index - 40);
  return text
    .slice(start, index + length + 40)
    .replace(/\s+/g, ' ')
    .trim();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(8)} KB`;

async function build(mode) {
  if (process.env.VITE_API_MOCKS !== undefined) {
    console.log(`(ignoring VITE_API_MOCKS=${process.env.VITE_API_MOCKS} from the environment)`);
    delete process.env.VITE_API_MOCKS;
  }
  const outDir = await mkdtemp(join(tmpdir(), `shop-bundle-${mode}-`));
  const { build: viteBuild } = await import('vite');
  console.log(`Building (vite build --mode ${mode}) into ${outDir} ...`);
  await viteBuild({
    root,
    mode,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}

const outDir = args.dir ? resolve(args.dir) : await build(args.mode);
if (args.dir && !existsSync(outDir)) {
  // npm test checks HTTP mode's build: run from this step on, that build is not there yet.
  console.error(`No build in ${args.dir}: build it first (npm test makes it in test:e2e:http).`);
  process.exit(2);
}
let failed = false;
try {
  const files = await listFiles(outDir);
  if (files.length === 0) throw new Error(`no files in ${outDir}`);

  const findings = [];
  const sizes = [];
  for (const file of files) {
    const rel = relative(outDir, file);
    if (/(^|\/)mockServiceWorker\.js$/.test(rel)) {
      findings.push({ rel, marker: 'file mockServiceWorker.js exists', lib: 'msw', sample: '' });
    }
    const buf = await readFile(file);
    const text = buf.toString('utf8');
    for (const m of MARKERS) {
      const hit = m.re.exec(text);
      if (hit) {
        const count = text.match(new RegExp(m.re.source, m.re.flags + 'g'))?.length ?? 1;
        const sample = excerpt(text, hit.index, hit[0].length);
        findings.push({ rel, marker: `${m.name} (x${count})`, lib: m.lib, sample });
      }
    }
    if (SIZED.test(rel))
      sizes.push({ rel, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
  }

  console.log(`\nFiles in ${args.dir ?? `the ${args.mode} build`}: ${files.length}`);
  console.log(`\n${'gzip'.padStart(11)}${'raw'.padStart(11)}  file`);
  for (const s of sizes) console.log(`${kb(s.gzip)}${kb(s.raw)}  ${s.rel}`);
  const total = (pick, re) =>
    sizes.filter((s) => re.test(s.rel)).reduce((sum, s) => sum + s[pick], 0);
  console.log(`${kb(total('gzip', /\.m?js$/))}${kb(total('raw', /\.m?js$/))}  total JS`);
  console.log(`${kb(total('gzip', /\.css$/))}${kb(total('raw', /\.css$/))}  total CSS`);
  console.log(`${kb(total('gzip', SIZED))}${kb(total('raw', SIZED))}  total JS + CSS`);

  if (findings.length > 0) {
    failed = true;
    console.error(`\nFAIL: mock code found in the bundle (${findings.length} finding(s)):`);
    for (const f of findings) {
      console.error(`  ${f.rel}: ${f.lib} marker ${f.marker}`);
      if (f.sample) console.error(`      ...${f.sample}...`);
    }
  } else {
    console.log('\nOK: no msw or faker code and no mockServiceWorker.js in the bundle.');
  }
} finally {
  if (!args.dir && !args.keep) await rm(outDir, { recursive: true, force: true });
  else if (!args.dir) console.log(`(kept ${outDir})`);
}
process.exit(failed ? 1 : 0);
