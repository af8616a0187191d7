import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { commit, db, nextId } from '../../mocks/db/database';
import { server, useScenario } from '../../mocks/node';
import { recordAllRequests } from '../helpers/catalog';
import { CategoriesPage } from '@/features/admin/categories/components/categories-page';
import { pasteText } from '../helpers/paste-text';
import { renderSignedInComponent, screen } from '../helpers/render-component';

const emptyCategory = () => {
  const used = new Set(db().products.map((p) => p.categoryId));
  return db().categories.find((c) => !used.has(c.categoryId));
};

/** The real server's category list: categoryId and categoryName only, no productCount. */
function realCategoryList() {
  server.use(
    http.get('*/api/public/categories', () =>
      HttpResponse.json({
        content: db().categories.map(({ categoryId, categoryName }) => ({
          categoryId,
          categoryName,
        })),
        pageNumber: 0,
        pageSize: 1000,
        totalElements: db().categories.length,
        totalPages: 1,
        lastPage: true,
      }),
    ),
  );
}

/** A category without products, straight in the mock's tables. */
function addEmptyCategory(categoryName = 'Empty shelf') {
  const now = new Date().toISOString();
  const row = {
    categoryId: nextId('category'),
    categoryName,
    description: null,
    isActive: true,
    createdAt: now,
    updatedAt: now,
  };
  db().categories.push(row);
  commit();
  return row;
}

const productCountOf = (categoryId: number) =>
  db().products.filter((p) => p.categoryId === categoryId).length;

/** The back-office page alone, for the administrator, with the layout's dialog provider. */
/**
 * The real server's list with an empty category added, on the page: its card, which has asked
 * the server for its product count (0).
 */
async function showEmptyCategory() {
  realCategoryList();
  const empty = addEmptyCategory();
  const { user } = await renderAsAdmin();
  const card = await screen.findByRole('article', { name: empty.categoryName });
  expect(await within(card).findByText('商品数量：0')).toBeInTheDocument();
  return { user, empty, card };
}

/** Adds a category named `name` through the page's 添加分类 dialog. */
async function createThroughDialog(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('button', { name: '添加分类' }));
  const dialog = await screen.findByRole('dialog', { name: '添加分类' });
  await user.type(within(dialog).getByRole('textbox', { name: /分类名称/ }), name);
  await user.click(within(dialog).getByRole('button', { name: '创建' }));
}

const renderAsAdmin = () =>
  renderSignedInComponent('admin', <CategoriesPage />, { url: '/admin/categories', modals: true });

describe('category management', () => {
  it('shows the title with the count and a card per category with badge, count and dates', async () => {
    await renderAsAdmin();
    expect(await screen.findByText(`共 ${db().categories.length} 个分类`)).toBeInTheDocument();
    const first = db().categories[0]!;
    const card = await screen.findByRole('article', { name: first.categoryName });
    expect(within(card).getByText(/^(启用|禁用)$/)).toBeInTheDocument();
    expect(within(card).getByText(/^商品数量：\d+$/)).toBeInTheDocument();
    expect(within(card).getByText(/^创建时间：\d{4}-\d{2}-\d{2}$/)).toBeInTheDocument();
  });

  it('searches name and description case-insensitively and says when nothing matches', async () => {
    const { user } = await renderAsAdmin();
    const first = db().categories[0]!;
    await screen.findByRole('article', { name: first.categoryName });
    const search = screen.getByRole('textbox', { name: '搜索分类名称或描述...' });
    await pasteText(user, search, first.categoryName.toUpperCase());
    expect(screen.getByRole('article', { name: first.categoryName })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'zzz-nothing');
    expect(screen.getByText('没有找到符合条件的分类')).toBeInTheDocument();
  });

  it('creates a category with the server; a duplicate name keeps the dialog open and filled', async () => {
    const { user } = await renderAsAdmin();
    await user.click(await screen.findByRole('button', { name: '添加分类' }));
    const dialog = await screen.findByRole('dialog', { name: '添加分类' });
    expect(within(dialog).getByRole('checkbox', { name: '启用该分类' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(within(dialog).getByText('请输入分类名称')).toBeInTheDocument();

    const taken = db().categories[0]!.categoryName;
    await user.type(within(dialog).getByRole('textbox', { name: /分类名称/ }), taken);
    await user.type(within(dialog).getByRole('textbox', { name: '分类描述' }), '一些描述');
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await screen.findByText(/already exists/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '添加分类' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '分类描述' })).toHaveValue('一些描述');

    const name = within(dialog).getByRole('textbox', { name: /分类名称/ });
    await user.clear(name);
    await user.type(name, 'Garden');
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(await screen.findByRole('article', { name: 'Garden' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      db().categories.some((c) => c.categoryName === 'Garden' && c.description === '一些描述'),
    ).toBe(true);
  });

  it('shows 保存分类失败，请重试 on a server error and keeps the dialog open', async () => {
    const { user } = await renderAsAdmin();
    const first = db().categories[0]!;
    await user.click(await screen.findByRole('button', { name: `编辑 ${first.categoryName}` }));
    const dialog = await screen.findByRole('dialog', { name: '编辑分类' });
    server.use(
      http.put('*/api/public/categories/:id', () =>
        HttpResponse.json({ status: 500, error: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    await user.type(within(dialog).getByRole('textbox', { name: '分类描述' }), ' 新的');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存分类失败，请重试')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '编辑分类' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '分类描述' })).toHaveValue(
      `${first.description ?? ''} 新的`,
    );
  });

  it('views a category read-only', async () => {
    const { user } = await renderAsAdmin();
    const first = db().categories[0]!;
    await user.click(await screen.findByRole('button', { name: `查看 ${first.categoryName}` }));
    const dialog = await screen.findByRole('dialog', { name: '分类详情' });
    expect(within(dialog).getByRole('textbox', { name: /分类名称/ })).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('disables delete for a category with products', async () => {
    await renderAsAdmin();
    const withProducts = db().categories.find((c) =>
      db().products.some((p) => p.categoryId === c.categoryId),
    )!;
    expect(
      await screen.findByRole('button', { name: `删除 ${withProducts.categoryName}` }),
    ).toBeDisabled();
  });

  it('asks 确定要删除这个分类吗？ and deletes an empty category', async () => {
    const { user } = await renderAsAdmin();
    await createThroughDialog(user, 'Empty one');
    const target = emptyCategory() ?? db().categories.find((c) => c.categoryName === 'Empty one')!;
    await user.click(await screen.findByRole('button', { name: `删除 ${target.categoryName}` }));
    expect(await screen.findByText('确定要删除这个分类吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: target.categoryName })).toBeNull(),
    );
    expect(db().categories.some((c) => c.categoryId === target.categoryId)).toBe(false);
  });

  it('shows 删除分类失败，请重试 when the delete fails', async () => {
    const { user } = await renderAsAdmin();
    await createThroughDialog(user, 'Doomed');
    server.use(
      http.delete('*/api/admin/categories/:id', () =>
        HttpResponse.json({ status: 500, error: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: '删除 Doomed' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除分类失败，请重试')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Doomed' })).toBeInTheDocument();
  });

  it('falls back to the four sample categories with a visible notice', async () => {
    useScenario('admin-fallback');
    await renderAsAdmin();
    // The first status is the session check's; the notice follows once the back office shows.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/示例数据/));
    for (const name of ['手机', '笔记本电脑', '耳机', '配件'])
      expect(screen.getByRole('article', { name })).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: '手机' })).getByText('商品数量：25'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: '手机' })).getByText('创建时间：未知'),
    ).toBeInTheDocument();
  });

  it('checks the name length before sending and keeps what was typed', async () => {
    const { user } = await renderAsAdmin();
    await user.click(await screen.findByRole('button', { name: '添加分类' }));
    const dialog = await screen.findByRole('dialog', { name: '添加分类' });
    const requests = recordAllRequests();
    const name = within(dialog).getByRole('textbox', { name: /分类名称/ });
    await user.type(name, 'Toys');
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(within(dialog).getByText('分类名称至少需要 5 个字符')).toBeInTheDocument();
    expect(name).toHaveValue('Toys');
    await user.clear(name);
    await pasteText(user, name, 'x'.repeat(51));
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    expect(within(dialog).getByText('分类名称不能超过 50 个字符')).toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([]);
    expect(db().categories.some((c) => c.categoryName === 'Toys')).toBe(false);
  });

  it('without productCount in the list, shows the real count and refuses to delete a category with products', async () => {
    realCategoryList();
    const requests = recordAllRequests();
    const withProducts = db().categories.find((c) => productCountOf(c.categoryId) > 0)!;
    const count = productCountOf(withProducts.categoryId);
    await renderAsAdmin();
    const card = await screen.findByRole('article', { name: withProducts.categoryName });
    expect(await within(card).findByText(`商品数量：${count}`)).toBeInTheDocument();
    expect(
      within(card).getByRole('button', { name: `删除 ${withProducts.categoryName}` }),
    ).toBeDisabled();
    expect(requests).toContain(`GET /api/public/categories/${withProducts.categoryId}/products`);
    expect(requests.some((r) => r.startsWith('DELETE'))).toBe(false);
  });

  it('asks the server again before deleting: a product added since is counted and the delete refused', async () => {
    const { user, empty, card } = await showEmptyCategory();
    // Another admin adds a product to it after the list was shown.
    db().products.push({
      ...db().products[0]!,
      productId: nextId('product'),
      categoryId: empty.categoryId,
    });
    commit();
    const requests = recordAllRequests();
    const remove = within(card).getByRole('button', { name: `删除 ${empty.categoryName}` });
    await waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    expect(
      await screen.findByText(
        '该分类下还有 1 件商品，无法删除！删除分类会连同这些商品一起删除，请先处理这些商品。',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('确定要删除这个分类吗？')).toBeNull();
    expect(requests.some((r) => r.startsWith('DELETE'))).toBe(false);
    expect(db().categories.some((c) => c.categoryId === empty.categoryId)).toBe(true);
  });

  it('takes a 400 from the count call for zero products, and deletes after confirmation', async () => {
    const { user, empty, card } = await showEmptyCategory();
    const remove = within(card).getByRole('button', { name: `删除 ${empty.categoryName}` });
    await waitFor(() => expect(remove).toBeEnabled());
    await user.click(remove);
    expect(await screen.findByText('确定要删除这个分类吗？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(db().categories.some((c) => c.categoryId === empty.categoryId)).toBe(false),
    );
  });

  it('when the count cannot be found out, says so and does not allow the delete', async () => {
    realCategoryList();
    const empty = addEmptyCategory();
    server.use(
      http.get('*/api/public/categories/:id/products', () =>
        HttpResponse.json({ message: 'Category not found', status: false }, { status: 404 }),
      ),
    );
    await renderAsAdmin();
    const card = await screen.findByRole('article', { name: empty.categoryName });
    expect(await within(card).findByText('商品数量：未知')).toBeInTheDocument();
    expect(within(card).queryByText('商品数量：0')).toBeNull();
    expect(within(card).getByRole('button', { name: `删除 ${empty.categoryName}` })).toBeDisabled();
  });
});
