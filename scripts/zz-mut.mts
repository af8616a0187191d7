import { chromium } from '@playwright/test';
import { startMockHttpServer } from '../mocks/server';
import { serveBuild } from './bench/serve-build';
import { chromiumLaunchOptions } from './chromium';
const mock = await startMockHttpServer({ port: 0, imageBaseUrl: '/api/images' });
const site = await serveBuild({ dir: 'dist-bench', apiUrl: mock.url });
mock.allowOrigin(site.url);
const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const s = await page.context().newCDPSession(page);
await s.send('Emulation.setCPUThrottlingRate', { rate: 6 });
await page.addInitScript(`
  window.muts = [];
  const d = (n) => n.nodeType === 1 ? n.tagName + '.' + String(n.className).slice(0, 40) + (n.id ? '#' + n.id : '') : '#text:' + (n.textContent || '').slice(0, 20);
  const go = () => {
    if (!document.documentElement) return setTimeout(go, 0);
    new MutationObserver((list) => {
      for (const m of list) window.muts.push((Math.round(performance.now()) + ' ' + m.type + ' ' + d(m.target) + ' ' + (m.attributeName || '') + ' ' + (m.attributeName ? m.target.getAttribute(m.attributeName) : '') + ' +' + [...m.addedNodes].map(d).join(',') + ' -' + [...m.removedNodes].map(d).join(',')).slice(0, 220));
    }).observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
  };
  go();
  document.addEventListener('DOMContentLoaded', () => { window.dcl = performance.now(); });
`);
await page.goto(site.url + (process.env.P ?? '/products'), { waitUntil: 'networkidle' });
await page.waitForTimeout(5000);
const muts: string[] = await page.evaluate('window.muts.filter((m) => Number(m.split(" ")[0]) > window.dcl)');
console.log(muts.length); console.log(muts.slice(0, 60).join('\n'));
await browser.close(); await site.close(); process.exit(0);
