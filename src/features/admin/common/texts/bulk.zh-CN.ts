/**
 * The bulk actions' texts in Chinese (selection, the bar, the progress dialog, per-list actions),
 * hooked into the catalogue as `bulk` (zh-CN.ts). English: bulk.en.ts, of the same shape.
 */
export const BULK_ZH_CN_TEXTS = {
  selectRow: (name: string) => `选择 ${name}`,
  selectPage: '选择本页全部',
  barLabel: '批量操作',
  selected: (n: string) => `已选择 ${n} 项`,
  selectAllMatching: (n: string) => `选择全部 ${n} 项符合条件的记录`,
  clear: '清除选择',
  apply: '开始',
  /** The progress dialog. */
  run: {
    progress: (done: string, total: string) => `已处理 ${done} / ${total}`,
    cancel: '取消（Esc）',
    cancelling: '正在取消：进行中的请求完成后停止，其余不再执行',
    summary: (done: string, failed: string, notRun: string) =>
      `完成 ${done} 项，失败 ${failed} 项，未执行 ${notRun} 项`,
    retry: (n: string) => `重试失败和未执行的 ${n} 项`,
    results: '每行结果',
    status: {
      waiting: '等待中',
      running: '进行中',
      done: '已完成',
      failed: '失败',
      notRun: '未执行',
    },
  },
  /** Why a row failed, in words. */
  reasons: {
    masked: '服务器拒绝了此操作，但未说明原因（登录状态不受影响）',
    network: '网络错误，未能连接服务器',
    server: (status: number) => `服务器出错（${status}）`,
    forbidden: '没有权限执行此操作',
    signedOut: '登录已失效，请重新登录',
    failed: (status: number) => `操作失败（${status}）`,
    unknown: '操作失败',
  },
  products: {
    delete: '批量删除',
    deleteTitle: '删除商品',
    deleteConfirm: (n: string) => `确定要删除选中的 ${n} 件商品吗？`,
    deleteInOrders: (n: string) =>
      `其中 ${n} 件已在订单中：服务器不允许删除订单引用的商品，这些商品会在结果中列为失败，不会被跳过。`,
    inOrders: (ids: string) => `服务器拒绝删除：该商品在订单 ${ids} 中`,
    maybeInOrder: '服务器拒绝删除：该商品可能已在订单中',
    changeStock: '修改库存',
    stockLabel: '新库存',
    stockTitle: '修改库存',
    changeDiscount: '修改折扣',
    discountTitle: '修改折扣',
    discountLabel: '折扣（%）',
    discountHint: '特价 = 价格 × (1 − 折扣/100)，保留两位小数',
    discountRange: '折扣必须在 0 到 100 之间，最多两位小数',
  },
  orders: {
    rowName: (id: string) => `订单 #${id}`,
    changeStatus: '修改状态',
    statusTitle: '修改订单状态',
    statusLabel: '新状态',
  },
  users: {
    activate: '批量启用',
    deactivate: '批量停用',
    activateTitle: '启用用户',
    deactivateTitle: '停用用户',
    missingNames: '缺少姓名，无法保存：请先编辑该用户',
  },
};
