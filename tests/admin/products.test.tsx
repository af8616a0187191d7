import { fireEvent, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { db } from '../../mocks/db/database';
import { server, useScenario } from '../../mocks/node';
import { recordAllRequests } from '../helpers/catalog';
import { pasteText } from '../helpers/paste-text';
import { renderSignedIn, screen } from '../helpers/render-app';

const serverError = () =>
  HttpResponse.json({ status: 500, error: 'Internal Server Error' }, { status: 500 });

async function openCreate() {
  const view = await renderSignedIn('admin', '/admin/products');
  await screen.findByText(`共 ${db().products.length} 件商品`);
  await view.user.click(screen.getByRole('button', { name: '添加商品' }));
  const dialog = await screen.findByRole('dialog', { name: '添加商品' });
  return { ...view, dialog };
}

/** The product list, searched down to this product's name. */
async function openSearched(productName: string) {
  const view = await renderSignedIn('admin', '/admin/products');
  await pasteText(
    view.user,
    await screen.findByRole('textbox', { name: '搜索商品名称或品牌...' }),
    productName,
  );
  return view;
}

async function openEdit(productName: string) {
  const view = await openSearched(productName);
  await view.user.click(await screen.findByRole('button', { name: `编辑 ${productName}` }));
  const dialog = await screen.findByRole('dialog', { name: '编辑商品' });
  return { ...view, dialog };
}

async function fillProduct(
  user: Awaited<ReturnType<typeof openCreate>>['user'],
  dialog: HTMLElement,
  values: Record<string, string>,
) {
  for (const [label, value] of Object.entries(values)) {
    const input = within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) });
    await user.clear(input);
    // Numbers are typed, key by key, as the number inputs format what each key gives them;
    // texts are pasted (one input event).
    if (/^-?[\d.]+$/.test(value)) await user.type(input, value);
    else await pasteText(user, input, value);
  }
}

async function chooseCategory(
  user: Awaited<ReturnType<typeof openCreate>>['user'],
  dialog: HTMLElement,
  name: string,
) {
  await user.click(within(dialog).getByRole('combobox', { name: /^分类/ }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('product management', () => {
  it('lists products with stock colours and filters by status, 下架 included', async () => {
    const { user } = await renderSignedIn('admin', '/admin/products');
    expect(await screen.findByText(`共 ${db().products.length} 件商品`)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByRole('option', { name: 'out_of_stock' }));
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(within(row).getByText('out_of_stock')).toBeInTheDocument();
    expect(within(rows[0]!).getByLabelText('库存 0')).toHaveAttribute('data-variant', 'light');
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByRole('option', { name: '下架' }));
    // The seed has no inactive products: the screen's empty text.
    if (!db().products.some((p) => p.active === false))
      expect(screen.getByText('no matching products found')).toBeInTheDocument();
  });

  it('validates required fields, price and stock, keeping what was typed', async () => {
    const { user, dialog } = await openCreate();
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    for (const message of [
      '请输入商品名称',
      '请输入品牌',
      '请输入商品描述',
      '请输入价格',
      '请输入特价',
      '请输入库存',
      '请选择分类',
    ])
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    await fillProduct(user, dialog, { 价格: '-1', 特价: '1.999', 库存: '2.5', 商品名称: 'La' });
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(within(dialog).getByText('不能小于 0')).toBeInTheDocument();
    expect(within(dialog).getByText('最多两位小数')).toBeInTheDocument();
    expect(within(dialog).getByText('库存必须是整数')).toBeInTheDocument();
    expect(within(dialog).getByText('商品名称至少需要 3 个字符')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^商品名称/ })).toHaveValue('La');
  });

  it('creates a product in a category with an image, by multipart upload', async () => {
    const { user, dialog } = await openCreate();
    const category = db().categories[0]!;
    await fillProduct(user, dialog, {
      商品名称: 'Desk Lamp',
      品牌: 'Lumo',
      商品描述: 'A warm desk lamp',
      价格: '120.50',
      特价: '99.90',
      库存: '7',
    });
    await chooseCategory(user, dialog, category.categoryName);
    expect(within(dialog).getByText('PNG, JPG, GIF max 1MB')).toBeInTheDocument();
    const png = new File(
      [new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13])],
      'lamp.png',
      {
        type: 'image/png',
      },
    );
    await user.upload(within(dialog).getByLabelText('商品图片'), png);
    expect(await within(dialog).findByText('已选择：lamp.png')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const created = db().products.find((p) => p.productName === 'Desk Lamp')!;
    expect(created).toMatchObject({
      categoryId: category.categoryId,
      quantity: 7,
      price: 120.5,
      brand: 'Lumo',
    });
    expect(created.specialPrice).toBeCloseTo(99.9, 2);
    expect(created.image).toMatch(/\.png$/);
    expect(await screen.findByText('Desk Lamp')).toBeInTheDocument();
  });

  it('refuses a file over 1MB (the server limit) without a request, and a file that is not an image', async () => {
    const { user, dialog } = await openCreate();
    const requests = recordAllRequests();
    const input = within(dialog).getByLabelText('商品图片');
    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(
      await within(dialog).findByText('huge.png 超过 1MB，服务器不接受，请选择更小的图片'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('已选择：huge.png')).toBeNull();
    // Saving after the refusal sends the product fields only, never the refused file.
    await fillProduct(user, dialog, {
      商品名称: 'Big Lamp',
      品牌: 'Lumo',
      商品描述: 'A big desk lamp',
      价格: '10',
      特价: '10',
      库存: '1',
    });
    await chooseCategory(user, dialog, db().categories[0]!.categoryName);
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.includes('/image'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: '添加商品' }));
    const again = await screen.findByRole('dialog', { name: '添加商品' });
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(within(again).getByLabelText('商品图片'), { target: { files: [text] } });
    expect(
      await within(again).findByText('notes.txt 不是图片文件，请选择 PNG、JPG、WebP 或 GIF'),
    ).toBeInTheDocument();
  });

  it('refuses an SVG that calls itself a PNG, by its first bytes, without a request', async () => {
    const { user, dialog } = await openCreate();
    const requests = recordAllRequests();
    const disguised = new File(
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      'photo.png',
      {
        type: 'image/png',
      },
    );
    await user.upload(within(dialog).getByLabelText('商品图片'), disguised);
    expect(
      await within(dialog).findByText('photo.png 不是图片文件，请选择 PNG、JPG、WebP 或 GIF'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('已选择：photo.png')).toBeNull();
    expect(requests.filter((r) => r.includes('/image'))).toEqual([]);
  });

  it('checks the maximums too: name, description, price and stock', async () => {
    const { user, dialog } = await openCreate();
    await fillProduct(user, dialog, {
      商品名称: 'x'.repeat(101),
      商品描述: 'short',
      价格: '1000001',
      库存: '1000001',
    });
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(within(dialog).getByText('商品名称不能超过 100 个字符')).toBeInTheDocument();
    expect(within(dialog).getByText('商品描述至少需要 6 个字符')).toBeInTheDocument();
    expect(within(dialog).getAllByText('不能大于 1,000,000')).toHaveLength(2);
    expect(within(dialog).getByRole('textbox', { name: /^商品描述/ })).toHaveValue('short');
  });

  it('opens and saves a product in the real server shape (no category, brand or sales)', async () => {
    const row = db().products.find((p) => p.quantity > 0)!;
    // The Java DTO: productId, productName, image, description, quantity, price, discount,
    // specialPrice; nothing else.
    const plain = {
      productId: row.productId,
      productName: row.productName,
      image: 'default.png',
      description: row.description,
      quantity: row.quantity,
      price: row.price,
      discount: row.discount,
      specialPrice: row.specialPrice,
    };
    server.use(
      http.get('*/api/public/products', () =>
        HttpResponse.json({
          content: [plain],
          pageNumber: 0,
          pageSize: 1000,
          totalElements: 1,
          totalPages: 1,
          lastPage: true,
        }),
      ),
    );
    const bodies: unknown[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.method === 'PUT' && /\/api\/admin\/products\/\d+$/.test(request.url))
        void request
          .clone()
          .json()
          .then((body) => bodies.push(body));
    };
    server.events.on('request:start', listener);
    onTestFinished(() => void server.events.removeListener('request:start', listener));

    const { user } = await renderSignedIn('admin', '/admin/products');
    const tableRow = (await screen.findByText(row.productName)).closest('tr')!;
    // Category and sales: unknown, not a default category and not 0 sold.
    expect(within(tableRow).getAllByText('未知')).toHaveLength(2);
    expect(within(tableRow).getByText('品牌未知')).toBeInTheDocument();
    await user.click(within(tableRow).getByRole('button', { name: `编辑 ${row.productName}` }));
    const dialog = await screen.findByRole('dialog', { name: '编辑商品' });
    expect(within(dialog).getByRole('textbox', { name: /^品牌/ })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: /^品牌/ })).toHaveAttribute(
      'placeholder',
      '未知',
    );
    expect(within(dialog).getByRole('combobox', { name: /^分类/ })).toHaveAttribute(
      'placeholder',
      '未知',
    );
    await fillProduct(user, dialog, { 价格: '999', 特价: '899.5' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db().products.find((p) => p.productId === row.productId)!.price).toBe(999);
    await waitFor(() => expect(bodies).toHaveLength(1));
    const body = bodies[0] as Record<string, unknown>;
    expect(body).toMatchObject({ productName: row.productName, price: 999, specialPrice: 899.5 });
    expect(body).not.toHaveProperty('brand');
    expect(body).not.toHaveProperty('category');
    expect(body).not.toHaveProperty('categoryId');
    expect(body).not.toHaveProperty('active');
  });

  it('edits the stock to 0 and the product shows as out_of_stock', async () => {
    const product = db().products.find((p) => p.quantity > 10)!;
    const { user, dialog } = await openEdit(product.productName);
    await fillProduct(user, dialog, { 库存: '0' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db().products.find((p) => p.productId === product.productId)!.quantity).toBe(0);
    const row = (await screen.findByText(product.productName)).closest('tr')!;
    expect(await within(row).findByText('out_of_stock')).toBeInTheDocument();
  });

  it("shows 'save product failed, please retry' on a server error and keeps the dialog filled", async () => {
    const product = db().products[0]!;
    server.use(http.put('*/api/admin/products/:id', serverError));
    const { user, dialog } = await openEdit(product.productName);
    await fillProduct(user, dialog, { 品牌: 'New brand' });
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('save product failed, please retry')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^品牌/ })).toHaveValue('New brand');
  });

  it("asks before deleting and shows 'delete product failed, please retry' on failure", async () => {
    const product = db().products[0]!;
    const { user } = await openSearched(product.productName);
    server.use(http.delete('*/api/admin/products/:id', serverError));
    await user.click(await screen.findByRole('button', { name: `删除 ${product.productName}` }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('delete product failed, please retry')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: `删除 ${product.productName}` }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(db().products.some((p) => p.productId === product.productId)).toBe(false),
    );
  });

  it("says 'please create a product category first' when there is no category", async () => {
    useScenario('empty');
    const { user } = await renderSignedIn('admin', '/admin/products');
    await screen.findByText('no matching products found');
    await user.click(screen.getByRole('button', { name: '添加商品' }));
    expect(await screen.findByText('please create a product category first')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('falls back to sample products with a visible notice', async () => {
    useScenario('admin-fallback');
    await renderSignedIn('admin', '/admin/products');
    // The first status is the session check's; the notice follows once the back office shows.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/示例数据/));
    expect(screen.getByText('示例手机 X1')).toBeInTheDocument();
  });
});
