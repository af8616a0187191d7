/**
 * The CSV import of products (docs/product/back-office.md#5-products), in Chinese. Its own file
 * so the catalogue (zh-CN.ts) takes it with one line; English is product-import.en.ts.
 */
export const PRODUCT_IMPORT_ZH_CN = {
  button: '导入 CSV',
  title: '导入商品（CSV）',
  loading: '正在打开导入...',
  steps: { file: '选择文件', columns: '匹配列', check: '检查', run: '导入' },
  /** The buttons between steps (the stepper's own buttons carry the steps' bare names). */
  back: (step: string) => `返回：${step}`,
  next: (step: string) => `下一步：${step}`,
  file: {
    label: 'CSV 文件',
    drop: '拖拽 CSV 文件到这里，或点击选择文件',
    choose: '选择文件',
    hint: 'CSV（UTF-8），最大 5MB，最多 5,000 行。列：productName, description, price, discount, quantity, categoryName；填写 productId 则更新该商品',
    reading: (name: string) => `正在读取 ${name}...`,
    notCsv: (name: string) => `${name} 不是 CSV 文件，请选择 .csv 文件。未发送任何数据。`,
    notText: (name: string) =>
      `${name} 不是 UTF-8 编码的 CSV 文本（在 Excel 中请“另存为 CSV UTF-8”）。未发送任何数据。`,
    empty: (name: string) => `${name} 是空文件，或只有标题行，没有商品。未发送任何数据。`,
    tooLarge: (name: string) => `${name} 超过 5MB，请拆分成更小的文件。未发送任何数据。`,
    tooManyRows: (name: string, rows: string) =>
      `${name} 有 ${rows} 行商品，一次最多导入 5,000 行，请拆分文件。未发送任何数据。`,
    badQuotes: (name: string, row: number) =>
      `${name} 第 ${row} 行的引号不成对，无法读取。未发送任何数据。`,
  },
  columns: {
    intro: '文件的列名与所需字段不完全一致：请为每个字段选择文件中的一列。',
    headersFound: (headers: string) => `文件中的列：${headers}`,
    fields: {
      productName: '商品名称 (productName)',
      description: '商品描述 (description)',
      price: '价格 (price)',
      discount: '折扣百分比 (discount)',
      quantity: '库存 (quantity)',
      categoryName: '分类名称 (categoryName)',
      productId: '商品 ID (productId，用于更新)',
    },
    notInFile: '（不使用）',
    required: '必填字段，请选择一列',
    optional: '可选',
  },
  check: {
    summary: (total: string, create: string, update: string, errors: string) =>
      `共 ${total} 行：新建 ${create} 行，更新 ${update} 行，${errors} 行有错误（不会导入）`,
    notice: '这是检查结果，尚未写入任何数据。确认后，有错误的行会被跳过。',
    onlyProblems: '只显示有错误或提示的行',
    confirm: (n: string) => `确认导入 ${n} 行`,
    nothingToImport: '没有可以导入的行',
    catalogueUnavailable:
      '商品或分类列表无法加载（当前是示例数据），无法检查分类和商品 ID，请稍后重试。',
  },
  table: {
    caption: '每一行的处理方式',
    row: '行',
    action: '操作',
    product: '商品',
    problems: '错误与提示',
    result: '结果',
    none: '无',
    pageLabel: '检查结果分页',
  },
  actions: {
    create: '新建',
    update: (id: number) => `更新 #${id}`,
    error: '错误',
  },
  errors: {
    /** Before the form's message: the file's column the message is about. */
    inColumn: (column: string, message: string) => `${column}：${message}`,
    notNumber: (value: string) => `不是数字：“${value}”`,
    categoryRequired: '新建商品需要分类名称',
    unknownCategory: (name: string) => `分类“${name}”不存在`,
    badProductId: (value: string) => `商品 ID 必须是正整数：“${value}”`,
    unknownProduct: (id: number) => `没有 ID 为 ${id} 的商品`,
    categoryChange: (current: string) => `更新不会更改商品分类（该商品在“${current}”）`,
    duplicateName: (rows: string) => `文件中商品名称重复（第 ${rows} 行）`,
    duplicateId: (rows: string) => `文件中商品 ID 重复（第 ${rows} 行）`,
    nameExists: (id: number) => `已有同名商品 #${id}，将再新建一个；如要更新它，请填写 productId`,
  },
  run: {
    progress: (done: string, total: string) => `已处理 ${done} / ${total} 行`,
    progressLabel: '导入进度',
    cancel: '停止导入',
    stopping: '正在停止：等待已发出的行完成...',
    finished: '导入完成',
    stopped: '导入已停止：已写入的行保留，未执行的行可再次导入',
    summary: (written: string, failed: string, notRun: string, skipped: string) =>
      `已写入 ${written} 行，失败 ${failed} 行，未执行 ${notRun} 行，跳过 ${skipped} 行（有错误）`,
    report: '下载结果报告 (CSV)',
    another: '导入另一个文件',
    close: '关闭',
    results: {
      waiting: '等待中',
      running: '正在写入...',
      created: (id: number) => `已新建 #${id}`,
      updated: (id: number) => `已更新 #${id}`,
      failed: (reason: string) => `失败：${reason}`,
      notRun: '未执行（已停止）',
      skipped: '已跳过（有错误）',
    },
    saveFailed: '服务器未能保存此行，请重试',
    maskedFailure: '服务器拒绝保存此行，未说明原因（请检查字段是否符合要求后重试）',
  },
} as const;
