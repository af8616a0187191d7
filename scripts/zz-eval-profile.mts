import { chromium } from '@playwright/test';
import { startMockHttpServer } from '../mocks/server';
import { serveBuild } from './bench/serve-build';
import { chromiumLaunchOptions } from './chromium';
const outDir = '/tmp/dist-strict';
const mock = await startMockHttpServer({ port: 0, imageBaseUrl: '/api/images' });
process.env.PRERENDER_API_URL = `${mock.url}/api`;
if (!process.env.NOBUILD) {
  const { build } = await import('vite');
  delete process.env.VITE_API_MOCKS;
  await build({ root: process.cwd(), mode: 'production', logLevel: 'warn',
    build: { outDir, emptyOutDir: true, minify: false,
      rolldownOptions: { output: { strictExecutionOrder: true } } } });
}
const site = await serveBuild({ dir: outDir, apiUrl: mock.url });
mock.allowOrigin(site.url);
const browser = await chromium.launch(chromiumLaunchOptions);
for (const path of (process.env.PAGES ?? '/').split(',')) {
  const page = await browser.newPage();
  const s = await page.context().newCDPSession(page);
  await s.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await s.send('Profiler.enable');
  await s.send('Profiler.setSamplingInterval', { interval: 100 });
  await s.send('Profiler.start');
  await page.goto(site.url + path, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  await page.waitForTimeout(3000);
  const { profile } = (await s.send('Profiler.stop')) as any;
  const byId = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const incl = new Map<string, number>();
  const innermostInit = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id: number, i: number) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const stack: any[] = [];
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) stack.push(byId.get(n));
    const leaf = stack[0].callFrame.functionName;
    if (['(idle)', '(program)', '(root)', '(garbage collector)'].includes(leaf)) return;
    total += dt;
    const inits = stack.filter((f) => /^init_/.test(f.callFrame.functionName));
    if (inits.length) {
      const k = inits[0].callFrame.functionName;
      innermostInit.set(k, (innermostInit.get(k) ?? 0) + dt);
    }
    for (const name of new Set(stack.map((f) => f.callFrame.functionName + ' ' + (f.callFrame.url.split('/').pop() ?? '')))) incl.set(name, (incl.get(name) ?? 0) + dt);
  });
  // Effects: the callee right above commitHookEffectListMount (the effect function), by place.
  const effects = new Map<string, number>();
  let effectTotal = 0;
  profile.samples.forEach((id: number, i: number) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const stack: any[] = [];
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) stack.push(byId.get(n));
    const at = stack.findIndex((f) => f.callFrame.functionName === 'commitHookEffectListMount');
    if (at <= 0) return;
    effectTotal += dt;
    const f = stack[at - 1].callFrame;
    const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    effects.set(k, (effects.get(k) ?? 0) + dt);
  });
  const subs = new Map<string, number>();
  profile.samples.forEach((id: number, i: number) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const stack: any[] = [];
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) stack.push(byId.get(n));
    const at = stack.findIndex((f) => f.callFrame.functionName === 'subscribeToStore');
    if (at <= 0) return;
    const chain = stack.slice(Math.max(0, at - 6), at).reverse().map((f: any) => `${f.callFrame.functionName || 'anon'}@${f.callFrame.url.split('/').pop()?.split('-')[0]}:${f.callFrame.lineNumber + 1}`).join(' > ');
    subs.set(chain, (subs.get(chain) ?? 0) + dt);
  });
  for (const [k, v] of [...subs].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log('  SUB', v.toFixed(1).padStart(6), k);
  console.log(`effects total ${effectTotal.toFixed(0)} ms`);
  for (const [k, v] of [...effects].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(v.toFixed(1).padStart(8), k);
  console.log(`\n### ${path} total script ${total.toFixed(0)} ms at 8x`);
  const sumInit = [...innermostInit.values()].reduce((a, b) => a + b, 0);
  console.log(`module init (innermost) total ${sumInit.toFixed(0)} ms`);
  for (const [k, v] of [...innermostInit].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(v.toFixed(1).padStart(8), k);
  await page.close();
}
await browser.close(); await site.close(); await mock.close?.();
process.exit(0);
