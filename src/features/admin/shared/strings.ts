/** Strings shared by every admin screen. */
export const SHARED_STRINGS = {
  sampleDataTitle: '示例数据',
  sampleDataNotice: '无法连接服务器，当前显示的是示例数据，并非商店的真实数据。',
  exportCsv: '导出 CSV',
  all: '全部',
  cancel: '取消',
  save: '保存',
  create: '创建',
  close: '关闭',
  /** The dialogs' × button (the footer's 关闭 is a second way out). */
  closeDialog: '关闭对话框',
  view: '查看',
  edit: '编辑',
  delete: '删除',
  confirmTitle: '请确认',
  confirm: '确定',
  loading: '加载中...',
  actions: '操作',
  pages: '分页',
  previousPage: '上一页',
  nextPage: '下一页',
  page: (page: number) => `第 ${page} 页`,
} as const;
