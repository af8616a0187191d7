/**
 * 评价管理: the back office's review moderation (docs/product/back-office.md#7a-reviews), kept
 * apart from the main catalogue (zh-CN.ts is long enough). Its English twin: reviews.en.ts.
 */
export const REVIEWS_ZH_CN_TEXTS = {
  title: '评价管理',
  count: (n: number) => `共 ${n} 条评价`,
  search: '搜索标题、内容、用户或商品',
  statusFilter: '状态',
  starsFilter: '星级',
  starsOption: (n: number) => `${n} 星`,
  statusLabels: { pending: '待审核', approved: '已通过', rejected: '已拒绝' },
  columns: {
    product: '商品',
    rating: '评分',
    review: '评价',
    author: '用户',
    status: '状态',
    createdAt: '提交时间',
    actions: '操作',
  },
  starsOf: (n: number) => `${n} 星（满分 5 星）`,
  approve: '通过',
  reject: '拒绝',
  approveOne: (title: string) => `通过评价「${title}」`,
  rejectOne: (title: string) => `拒绝评价「${title}」`,
  decided: '已更新评价状态',
  decideFailed: '未能更新评价状态',
  rowName: (title: string, author: string) => `${author} 的评价「${title}」`,
  bulkApprove: '批量通过',
  bulkReject: '批量拒绝',
  bulkApproveTitle: '批量通过评价',
  bulkRejectTitle: '批量拒绝评价',
  empty: '暂无评价',
  noMatch: '没有符合条件的评价',
  loadFailed: '评价加载失败',
  reload: '重新加载',
  /** The dashboard's figure. */
  pending: '待审核评价',
  pendingCount: (n: number) => `${n} 条`,
};
