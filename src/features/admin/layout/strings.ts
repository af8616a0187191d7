/** The admin layout: English navigation labels (spec 1), Chinese greeting. */
export const LAYOUT_STRINGS = {
  greeting: '欢迎回来，管理员',
  avatarLetter: 'A',
  logOut: 'Log out',
  brand: 'Shop Admin',
  collapseMenu: 'Collapse menu',
  expandMenu: 'Expand menu',
  navLabel: 'Admin navigation',
  settingsPlaceholder: '系统设置功能正在开发中',
} as const;
