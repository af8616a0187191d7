import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './chromium';
const base = process.argv[2] ?? 'http://localhost:5301';
const paths = process.argv.slice(3);
const browser = await chromium.launch(chromiumLaunchOptions);
for (const js of [true, false]) {
  const context = await browser.newContext({ javaScriptEnabled: js });
  for (const path of paths) {
    const page = await context.newPage();
    const logs: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning')
        logs.push(`${m.type()}: ${m.text().slice(0, 300)}`);
    });
    page.on('pageerror', (e) => logs.push(`pageerror: ${e.message.slice(0, 300)}`));
    await page.goto(base + path);
    if (js)
      await page
        .waitForFunction(() => document.documentElement.dataset.appReady !== undefined, null, {
          timeout: 20000,
        })
        .catch(() => logs.push('no app-ready'));
    await page.waitForTimeout(js ? 1500 : 200);
    const h1 = await page
      .locator('h1')
      .first()
      .textContent()
      .catch(() => null);
    const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 300);
    console.log(
      `--- js=${js} ${path} title=${await page.title()} h1=${h1}\n  ${text}\n  ${logs.join('\n  ')}`,
    );
    await page.screenshot({
      path: `/tmp/shot-${js ? 'js' : 'nojs'}-${path.replace(/\W+/g, '_')}.png`,
    });
    await page.close();
  }
  await context.close();
}
await browser.close();
