/** The admin layout: English navigation labels, Chinese greeting. */
export const LAYOUT_STRINGS = {
  greeting: '欢迎回来，管理员',
  avatarLetter: 'A',
  logOut: 'Log out',
  brand: 'Shop Admin',
  collapseMenu: 'Collapse menu',
  expandMenu: 'Expand menu',
  navLabel: 'Admin navigation',
  settingsPlaceholder: '系统设置功能正在开发中',
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
    '/admin/analytics': '数据分析',
    '/admin/settings': '系统设置',
  },
} as const;
