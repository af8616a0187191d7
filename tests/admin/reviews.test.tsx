import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/db/database';
import { renderSignedIn, screen } from '../helpers/render-app';

/**
 * 评价管理 (docs/product/back-office.md): the moderation list, built like the other lists, its
 * decisions one call per review with a result per row; the dashboard counts what waits.
 */
const pendingCount = () => db().reviews.filter((r) => r.status === 'pending').length;

describe('评价管理', () => {
  it('is in the menu, the dashboard counts the pending reviews and leads to them', async () => {
    const { user, path } = await renderSignedIn('admin', '/admin');
    const card = await screen.findByRole('group', { name: '待审核评价' });
    expect(within(card).getByRole('link')).toHaveTextContent(String(pendingCount()));
    expect(screen.getByRole('link', { name: 'Review Moderation' })).toBeInTheDocument();
    await user.click(within(card).getByRole('link'));
    expect(await screen.findByRole('heading', { name: /评价管理/ })).toBeInTheDocument();
    expect(path()).toBe('/admin/reviews?status=pending');
    // Only pending rows: each has its approval enabled.
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(within(row).getByText('待审核')).toBeInTheDocument();
  });

  it('approves one review from its row', async () => {
    const { user } = await renderSignedIn('admin', '/admin/reviews?status=pending');
    const row = (await screen.findAllByRole('row'))[1]!;
    const before = pendingCount();
    await user.click(within(row).getByRole('button', { name: /^通过评价/ }));
    expect(await screen.findByText('已更新评价状态')).toBeInTheDocument();
    expect(pendingCount()).toBe(before - 1);
  });

  it('rejects three selected reviews, each its own call; one deleted meanwhile fails alone', async () => {
    const { user } = await renderSignedIn('admin', '/admin/reviews?status=pending');
    const rows = (await screen.findAllByRole('row')).slice(1, 4);
    const names = rows.map((row) => within(row).getByRole('checkbox').getAttribute('aria-label')!);
    for (const row of rows) await user.click(within(row).getByRole('checkbox'));
    const pendingBefore = db().reviews.filter((r) => r.status === 'pending');
    const chosen = pendingBefore.filter((r) =>
      names.includes(`选择 ${r.author} 的评价「${r.title}」`),
    );
    expect(chosen.length).toBeGreaterThanOrEqual(3);
    // The writer of one deletes it meanwhile.
    const gone = chosen[1]!;
    db().reviews = db().reviews.filter((r) => r.reviewId !== gone.reviewId);
    await user.click(screen.getByRole('button', { name: '批量拒绝' }));
    const dialog = await screen.findByRole('dialog', { name: '批量拒绝评价' });
    expect(
      await within(dialog).findByText(`Review not found with reviewId: ${gone.reviewId}`),
    ).toBeInTheDocument();
    expect(db().reviews.filter((r) => r.status === 'rejected').length).toBeGreaterThanOrEqual(2);
    expect(pendingCount()).toBe(pendingBefore.length - 3);
  });
});
