import { REVIEWS_ZH_CN_TEXTS } from './reviews.zh-CN';
import { BULK_ZH_CN_TEXTS } from './bulk.zh-CN';
import { LISTS_ZH_CN } from './lists.zh-CN';
import { PRODUCT_IMPORT_ZH_CN } from './product-import.zh-CN';
import { ORDERS_ZH_CN } from './orders.zh-CN';

/**
 * The back office's strings, one catalogue for the whole area, in Chinese as the shop's
 * administrators read it (the navigation labels and a few agreed texts stay in English; see
 * docs/product/back-office.md). Components read the chosen language's catalogue with
 * `useAdminTexts()`. English is `en.ts`, of the same shape (`AdminTexts`, admin-texts.ts).
 */
export const ZH_CN_TEXTS = {
  /** Strings shared by every admin screen. */
  shared: {
    /** The accessible names of a row's (or card's) view, edit and delete buttons. */
    itemActions: (name: string) => ({
      view: `查看 ${name}`,
      edit: `编辑 ${name}`,
      delete: `删除 ${name}`,
    }),
    sampleDataTitle: '示例数据',
    /** Blames the connection only when no answer arrived (`network`). */
    sampleDataNotice: (network: boolean) =>
      network
        ? '无法连接服务器，当前显示的是示例数据，并非商店的真实数据。'
        : '服务器未能返回列表，当前显示的是示例数据，并非商店的真实数据。',
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
    /** The accessible name of a spinner. */
    busy: '加载中',
    actions: '操作',
    pages: '分页',
    previousPage: '上一页',
    nextPage: '下一页',
    page: (page: number) => `第 ${page} 页`,
    /** A date, brand or category the server did not send. */
    unknown: '未知',
    /** Between a label and its value: 总收入：¥1,234.00. */
    colon: '：',
  },
  /** The lists' sort and page size (lists.zh-CN.ts). */
  lists: LISTS_ZH_CN,
  /** The admin layout: English navigation labels, Chinese greeting. */
  layout: {
    greeting: '欢迎回来，管理员',
    avatarLetter: 'A',
    logOut: 'Log out',
    brand: 'Shop Admin',
    collapseMenu: 'Collapse menu',
    expandMenu: 'Expand menu',
    navLabel: 'Admin navigation',
    /** The header's button that opens the command palette (also Ctrl+K / ⌘K). */
    openPalette: '搜索',
    openPaletteLabel: '搜索：打开命令面板（Ctrl+K）',
    skipToContent: '跳到主要内容',
    /** The browser tab's title: the page's Chinese name, then this. */
    titleSuffix: '后台',
    /** Each back office page's name in the tab title (the same words as the page's own heading). */
    pageTitles: {
      '/admin': '仪表盘',
      '/admin/users': '用户管理',
      '/admin/products': '商品管理',
      '/admin/categories': '分类管理',
      '/admin/orders': '订单管理',
      '/admin/reviews': '评价管理',
      '/admin/analytics': '数据分析',
      '/admin/settings': '系统设置',
    },
  },
  /** Dashboard. 'no order data' and 'no product data' stay in English. */
  dashboard: {
    title: '仪表盘',
    stats: {
      totalUsers: '总用户数',
      totalProducts: '商品总数',
      totalOrders: '订单总数',
      totalRevenue: '总收入',
      newUsersToday: '今日新增用户',
      ordersToday: '今日订单',
      todayRevenue: '今日收入',
      conversionRate: '下单转化率',
    },
    conversionHint: '至少下过一单的用户占全部用户的比例',
    popularProducts: '热门商品',
    recentOrders: '最近订单',
    lowStock: '库存不足',
    sold: (n: string) => `已售 ${n}`,
    stock: (n: string) => `库存 ${n}`,
    noOrders: 'no order data',
    noProducts: 'no product data',
    noLowStock: '所有商品库存充足',
    loadFailed: (network: boolean) =>
      network ? '无法加载统计数据，请检查网络连接或稍后重试' : '无法加载统计数据，请稍后重试',
    /** What this server does not offer (a list of `parts`), the figures computed without it. */
    notOffered: (parts: string) => `此服务器不提供：${parts}。以下数字由已加载的列表计算得出。`,
    parts: { statistics: '统计数据', orders: '订单', users: '用户' },
    ordersNotOffered: '此服务器不提供订单数据',
    reload: '重新加载',
    /** The charts over time, computed from the orders list. */
    trend: {
      title: '订单趋势',
      range: '统计范围',
      ranges: { 7: '近 7 天', 30: '近 30 天', 90: '近 90 天' },
      revenue: '收入',
      orders: '订单数',
      revenuePerDay: '每日收入',
      ordersPerDay: '每日订单数',
      byStatus: '订单状态分布',
      /** Revenue counts paid orders only, like 总收入. */
      totals: (orders: string, revenue: string) => `共 ${orders} 个订单，已支付收入 ${revenue}`,
      empty: '所选时间段内没有订单',
      loadFailed: (network: boolean) =>
        network ? '订单加载失败，请检查网络连接或稍后重试' : '订单加载失败，请稍后重试',
    },
  },
  /** User management. 'no matching users found' and active/inactive stay in English. */
  users: {
    /** The sample users shown on a server without user management (not a failure). */
    sampleNotOffered: '此服务器不提供用户管理，当前显示的是示例用户，并非商店的真实数据。',
    title: '用户管理',
    count: (n: number) => `共 ${n} 位用户`,
    add: '添加用户',
    search: '搜索用户名或邮箱...',
    statusFilter: '状态',
    empty: 'no matching users found',
    active: 'active',
    inactive: 'inactive',
    columns: {
      user: '用户',
      name: '姓名',
      phone: '电话',
      status: '状态',
      createdAt: '注册时间',
      orders: '订单数',
      spent: '消费金额',
    },
    modal: { view: '用户详情', edit: '编辑用户', create: '添加用户' },
    fields: {
      username: '用户名',
      email: '邮箱',
      firstName: '名',
      lastName: '姓',
      phone: '电话',
      password: '密码',
      active: '启用该用户',
    },
    errors: {
      required: (field: string) => `请输入${field}`,
      email: '邮箱格式不正确',
      usernameLength: '用户名长度为 3 到 20 个字符',
      passwordLength: '密码至少 6 个字符',
    },
    deleteConfirm: (name: string) => `确定要删除用户 ${name} 吗？`,
    saved: '用户已保存',
    deleted: '用户已删除',
    saveFailed: '保存用户失败，请重试',
    deleteFailed: '删除用户失败，请重试',
  },
  /** Product management. The alerts and the empty text stay in English. */
  products: {
    title: '商品管理',
    count: (n: number) => `共 ${n} 件商品`,
    add: '添加商品',
    search: '搜索商品名称或品牌...',
    statusFilter: '状态',
    empty: 'no matching products found',
    status: { active: 'active', out_of_stock: 'out_of_stock', inactive: '下架' },
    /** The badge of a row under the settings' low-stock threshold. */
    lowStock: '库存不足',
    columns: {
      product: '商品',
      category: '分类',
      price: '价格',
      specialPrice: '特价',
      stock: '库存',
      sold: '销量',
      status: '状态',
    },
    modal: { view: '商品详情', edit: '编辑商品', create: '添加商品' },
    fields: {
      productName: '商品名称',
      brand: '品牌',
      description: '商品描述',
      price: '价格',
      specialPrice: '特价',
      quantity: '库存',
      category: '分类',
      active: '上架销售（取消勾选即下架）',
      image: '商品图片',
    },
    errors: {
      required: (field: string) => `请输入${field}`,
      chooseCategory: '请选择分类',
      minLength: (field: string, n: number) => `${field}至少需要 ${n} 个字符`,
      maxLength: (field: string, n: number) => `${field}不能超过 ${n} 个字符`,
      tooLarge: (max: number) => `不能大于 ${max.toLocaleString('en-US')}`,
      notNegative: '不能小于 0',
      twoDecimals: '最多两位小数',
      wholeNumber: '库存必须是整数',
      specialAbovePrice: '特价不能高于价格',
    },
    // The server refuses uploads over 1 MB (and says only "401"): the hint tells the real limit.
    imageHint: 'PNG, JPG, GIF max 1MB',
    imageDrop: '拖拽图片到这里，或点击选择文件',
    imageTooLarge: (name: string) => `${name} 超过 1MB，服务器不接受，请选择更小的图片`,
    imageNotImage: (name: string) => `${name} 不是图片文件，请选择 PNG、JPG、WebP 或 GIF`,
    imageChosen: (name: string) => `已选择：${name}`,
    imageChoose: '选择图片',
    imageUploadFailed: '商品已保存，但图片上传失败，请重试',
    noCategory: 'please create a product category first',
    /** A field the server did not send (its product has no category, brand or sales). */
    unknown: '未知',
    unknownBrand: '品牌未知',
    saveFailed: 'save product failed, please retry',
    deleteFailed: 'delete product failed, please retry',
    saved: '商品已保存',
    deleted: '商品已删除',
    deleteConfirm: (name: string) => `确定要删除商品 ${name} 吗？`,
  },
  productImport: PRODUCT_IMPORT_ZH_CN,
  /** Category management (docs/product/back-office.md#6-categories). */
  categories: {
    title: '分类管理',
    count: (n: number) => `共 ${n} 个分类`,
    add: '添加分类',
    search: '搜索分类名称或描述...',
    empty: '没有找到符合条件的分类',
    enabled: '启用',
    disabled: '禁用',
    noDescription: '暂无描述',
    productCount: (n: number) => `商品数量：${n}`,
    /** The server could not tell how many products the category has (never shown as 0). */
    productCountUnknown: '商品数量：未知',
    productCountLoading: '商品数量：正在确认...',
    createdAt: (d: string) => `创建时间：${d}`,
    updatedAt: (d: string) => `更新时间：${d}`,
    view: '查看',
    edit: '编辑',
    delete: '删除',
    deleteBlockedTooltip: '该分类下还有商品，无法删除',
    deleteCheckingTooltip: '正在确认该分类下的商品数量...',
    deleteUnknownTooltip: '无法确认该分类下的商品数量，为避免误删商品，暂不能删除',
    modal: { create: '添加分类', edit: '编辑分类', view: '分类详情' },
    fields: { name: '分类名称', description: '分类描述', isActive: '启用该分类' },
    nameRequired: '请输入分类名称',
    // The server's minimum (5): a shorter name fails with an answer that does not say why.
    nameMin: (n: number) => `分类名称至少需要 ${n} 个字符`,
    nameMax: (n: number) => `分类名称不能超过 ${n} 个字符`,
    descriptionMax: (n: number) => `分类描述不能超过 ${n} 个字符`,
    create: '创建',
    save: '保存',
    cancel: '取消',
    deleteConfirm: '确定要删除这个分类吗？',
    deleteHasProducts: '该分类下还有商品，无法删除！请先将商品移至其他分类。',
    /** The server deletes a category's products with it: a category with products is refused. */
    deleteHasProductsCount: (n: number) =>
      `该分类下还有 ${n} 件商品，无法删除！删除分类会连同这些商品一起删除，请先处理这些商品。`,
    deleteCountUnknown: '无法确认该分类下的商品数量，为避免误删商品，暂不能删除。请稍后重试。',
    deleteFailed: '删除分类失败，请重试',
    saveFailed: '保存分类失败，请重试',
    saved: '分类已保存',
    deleted: '分类已删除',
  },
  /** Order management (docs/product/back-office.md#7-orders). */
  orders: ORDERS_ZH_CN,
  /** Analytics: charts over the statistics calls (docs/product/back-office.md). */
  analytics: {
    title: '数据分析',
    period: '统计周期',
    periods: { day: '今日', week: '近 7 天', month: '近 30 天', year: '近 12 个月' },
    sales: '销售趋势',
    revenue: '收入',
    orders: '订单数',
    totalRevenue: '总收入',
    totalOrders: '订单数',
    averageOrderValue: '客单价',
    users: '用户',
    registrations: '近 30 天新注册用户',
    activeUsers: '活跃用户',
    inactiveUsers: '停用用户',
    adminUsers: '管理员',
    byCategory: '各分类商品数',
    topProducts: '热销商品',
    soldQuantity: '销量',
    loadFailed: (network: boolean) =>
      network ? '无法加载统计数据，请检查网络连接或稍后重试' : '无法加载统计数据，请稍后重试',
    notOffered: '此服务器不提供统计数据，因此没有可显示的分析图表。',
    reload: '重新加载',
  },
  /** Settings: a preference of this device (no settings call on the server). */
  settings: {
    title: '系统设置',
    deviceNote: '这些设置只保存在当前设备的浏览器中，不会同步到其他设备或其他管理员。',
    lowStockThreshold: '低库存阈值',
    lowStockHint: '在售商品库存低于此数量即视为库存不足（仪表盘的库存不足列表和商品列表的标记）',
    lowStockRange: '低库存阈值必须是 0 到 10,000 之间的整数',
    language: '后台语言',
    languages: { 'zh-CN': '中文', en: 'English' },
    pageSize: '列表每页条数',
    pageSizeOption: (n: number) => `每页 ${n} 条`,
    save: '保存',
    saved: '设置已保存',
    /** Storage refused (private mode, quota): the settings hold until the page is closed. */
    notStored: '设置已应用，但浏览器未能保存，关闭页面后将恢复默认值',
    /** What the server this back office talks to offers (src/api/server-capabilities.ts). */
    server: {
      title: '服务器功能',
      checking: '正在检查服务器提供的功能...',
      notOffered: (parts: string) => `此服务器不提供：${parts}`,
      allOffered: '此服务器提供后台使用的全部功能。',
      /** The probe got no verdict for some operation (no answer, a failure). */
      unknown: '暂时无法确定此服务器提供的全部功能。',
      parts: {
        statistics: '统计数据',
        adminOrders: '订单管理',
        adminUsers: '用户管理',
        ownOrders: '顾客的订单历史',
        reviews: '评价管理',
      },
    },
  },
  bulk: BULK_ZH_CN_TEXTS,
  reviews: REVIEWS_ZH_CN_TEXTS,
  /** The command palette (Ctrl+K / ⌘K). */
  palette: {
    search: '搜索页面、商品、分类、订单或用户...',
    searchLabel: '命令面板：搜索页面、商品、分类、订单或用户',
    nothingFound: '没有找到匹配项',
    loading: '正在加载数据...',
    groups: {
      actions: '操作',
      pages: '页面',
      products: '商品',
      categories: '分类',
      orders: '订单',
      users: '用户',
    },
    newProduct: '新建商品',
    newProductHint: '打开商品管理并添加商品',
    exportCsv: '导出 CSV',
    exportCsvHint: (page: string) => `导出当前列表：${page}`,
    productHint: (id: number, brand: string) => `商品 #${id} · ${brand}`,
    categoryHint: (id: number) => `分类 #${id}`,
    order: (id: string) => `订单 #${id}`,
    orderHint: (customer: string, amount: string) => `${customer} · ${amount}`,
    userHint: (id: number, email: string) => `用户 #${id} · ${email}`,
  },
} as const;
