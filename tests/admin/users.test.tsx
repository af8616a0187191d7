import { waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { server, useScenario } from '../../mocks/node';
import { UsersPage } from '@/features/admin/users/components/users-page';
import { pasteText } from '../helpers/paste-text';
import { renderSignedInComponent, screen } from '../helpers/render-component';

const shopper = () => db().users.find((u) => u.username === 'user1')!;

/** The list is paged, newest first: search for the seeded shopper before acting on the row. */
async function openUsersAt(username: string) {
  const view = await renderAsAdmin();
  await view.user.type(
    await screen.findByRole('textbox', { name: '搜索用户名或邮箱...' }),
    username,
  );
  return view;
}

/** The back-office page alone, for the administrator, with the layout's dialog provider. */
const renderAsAdmin = () =>
  renderSignedInComponent('admin', <UsersPage />, { url: '/admin/users', modals: true });

describe('user management', () => {
  it('lists users and filters active/inactive, saying when nothing matches', async () => {
    const { user } = await renderAsAdmin();
    expect(await screen.findByText(`共 ${db().users.length} 位用户`)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByRole('option', { name: 'inactive' }));
    for (const row of screen.queryAllByRole('row').slice(1))
      expect(within(row).getByText('inactive')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '搜索用户名或邮箱...' }), 'no-such-person');
    expect(screen.getByText('no matching users found')).toBeInTheDocument();
  });

  it('creates a user on the server after checking the required fields', async () => {
    const { user } = await renderAsAdmin();
    await user.click(await screen.findByRole('button', { name: '添加用户' }));
    const dialog = await screen.findByRole('dialog', { name: '添加用户' });
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    for (const message of ['请输入用户名', '请输入邮箱', '请输入名', '请输入姓', '请输入密码'])
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^用户名/ }), 'newbie');
    await user.type(within(dialog).getByRole('textbox', { name: /^邮箱/ }), 'newbie@mail.com');
    await user.type(within(dialog).getByRole('textbox', { name: /^姓/ }), '王');
    await user.type(within(dialog).getByRole('textbox', { name: /^名/ }), '小明');
    await user.type(within(dialog).getByLabelText(/^密码/), 'secret12');
    await user.click(within(dialog).getByRole('button', { name: '创建' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db().users.find((u) => u.username === 'newbie')).toMatchObject({
      email: 'newbie@mail.com',
      lastName: '王',
    });
    expect(await screen.findByText('newbie')).toBeInTheDocument();
  });

  it('edits a user on the server; a taken email shows the server message and keeps the dialog', async () => {
    const target = shopper();
    const { user } = await openUsersAt(target.username);
    await user.click(await screen.findByRole('button', { name: `编辑 ${target.username}` }));
    const dialog = await screen.findByRole('dialog', { name: '编辑用户' });
    const email = within(dialog).getByRole('textbox', { name: /^邮箱/ });
    await user.clear(email);
    await pasteText(user, email, db().users.find((u) => u.id !== target.id)!.email);
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(await screen.findByText('Error: Email is already in use!')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '编辑用户' })).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'changed@mail.com');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(db().users.find((u) => u.id === target.id)!.email).toBe('changed@mail.com'),
    );
  });

  it('shows the view read-only', async () => {
    const { user } = await openUsersAt(shopper().username);
    await user.click(await screen.findByRole('button', { name: `查看 ${shopper().username}` }));
    const dialog = await screen.findByRole('dialog', { name: '用户详情' });
    expect(within(dialog).getByRole('textbox', { name: /^用户名/ })).toHaveAttribute('readonly');
    expect(within(dialog).queryByRole('button', { name: '保存' })).toBeNull();
  });

  it('deletes after confirming, and says so when the server refuses', async () => {
    const target = shopper();
    const { user } = await openUsersAt(target.username);
    server.use(
      http.delete('*/api/admin/users/:id', () =>
        HttpResponse.json({ status: 500, error: 'Internal Server Error' }, { status: 500 }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: `删除 ${target.username}` }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除用户失败，请重试')).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: `删除 ${target.username}` }));
    expect(await screen.findByText(`确定要删除用户 ${target.username} 吗？`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(db().users.some((u) => u.id === target.id)).toBe(false));
  });

  it('falls back to sample users with a visible notice', async () => {
    useScenario('admin-fallback');
    await renderAsAdmin();
    // The first status is the session check's; the notice follows once the back office shows.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/示例数据/));
    expect(screen.getByText('zhangwei')).toBeInTheDocument();
  });

  it('reads plain-array answers (alternative spellings)', async () => {
    useScenario('alternative-spellings');
    await renderAsAdmin();
    expect(await screen.findByText(`共 ${db().users.length} 位用户`)).toBeInTheDocument();
  });
});
