import { logIn } from './support/log-in';
import { expect, test } from './support/mock-backend';

/**
 * An upload can never run script on the shop's origin: the admin form judges a picture by its
 * first bytes (an SVG named .png is refused before sending), the server refuses it too, and every
 * picture is served with its sniffed type, `nosniff` and a policy that runs nothing.
 */
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"><script>window.__xss=1</script></svg>';

test('an SVG upload is refused, and a disguised one is never served as script', async ({
  page,
}) => {
  await logIn(page, 'admin', 'adminPass');
  await page.goto('/admin/products');
  const row = page.getByRole('row').nth(1);
  const name = (await row.getByRole('button', { name: /^编辑 / }).getAttribute('aria-label'))!;
  await row.getByRole('button', { name }).click();
  const edit = page.getByRole('dialog', { name: '编辑商品' });

  // An honest SVG, and one calling itself a PNG: both refused in the form, nothing sent.
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/image') && request.method() === 'PUT') uploads.push(request.url());
  });
  for (const [fileName, mimeType] of [
    ['logo.svg', 'image/svg+xml'],
    ['photo.png', 'image/png'],
  ] as const) {
    await edit
      .getByLabel('商品图片')
      .setInputFiles({ name: fileName, mimeType, buffer: Buffer.from(SVG) });
    await expect(
      edit.getByText(new RegExp(`${fileName.replace('.', '\\.')} 不是图片文件`)),
    ).toBeVisible();
  }
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  expect(uploads).toEqual([]);

  // Sent past the form, straight to the server: refused by its first bytes.
  const direct = await page.evaluate(async (svg) => {
    const form = new FormData();
    form.append('image', new File([svg], 'photo.png', { type: 'image/png' }));
    const answer = await fetch('/api/products/1/image', {
      method: 'PUT',
      body: form,
      credentials: 'include',
    });
    return { status: answer.status, body: await answer.text() };
  }, SVG);
  expect(direct.status).toBe(400);
  expect(direct.body).toContain('Only PNG, JPEG, WebP or GIF images are accepted');

  // What is served as a picture carries its sniffed type and can run nothing, even opened alone.
  const src = (await page.getByRole('row').nth(1).getByRole('img').first().getAttribute('src'))!;
  // A picture of the page's own origin is answered by the in-browser mock in mock mode: fetched by
  // the page. One on another host (the server's full image URL, over HTTP) is fetched directly:
  // the page's own policy lets it show pictures from there, not read them.
  const sameOrigin = new URL(src, page.url()).origin === new URL(page.url()).origin;
  const picture = !sameOrigin
    ? await page.request.get(src).then((answer) => ({
        nosniff: answer.headers()['x-content-type-options'] ?? null,
        policy: answer.headers()['content-security-policy'] ?? null,
        type: answer.headers()['content-type'] ?? null,
      }))
    : await page.evaluate(async (url) => {
        const answer = await fetch(url);
        return {
          nosniff: answer.headers.get('x-content-type-options'),
          policy: answer.headers.get('content-security-policy'),
          type: answer.headers.get('content-type'),
        };
      }, src);
  expect(picture.nosniff).toBe('nosniff');
  expect(picture.policy).toContain("default-src 'none'");
  expect(picture.type).toMatch(/^image\/(png|jpeg|webp|gif|svg\+xml)/);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
});
