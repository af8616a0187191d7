import type { Category } from '@/api/adapters';

/** The four sample categories shown when the list fails (or is not a list). */
export const SAMPLE_CATEGORIES: readonly Category[] = [
  {
    categoryId: -1,
    categoryName: '手机',
    description: '智能手机与功能机',
    productCount: 25,
    isActive: true,
  },
  {
    categoryId: -2,
    categoryName: '笔记本电脑',
    description: '轻薄本、游戏本与工作站',
    productCount: 18,
    isActive: true,
  },
  {
    categoryId: -3,
    categoryName: '耳机',
    description: '有线、无线与降噪耳机',
    productCount: 12,
    isActive: true,
  },
  {
    categoryId: -4,
    categoryName: '配件',
    description: '充电器、数据线与保护壳',
    productCount: 8,
    isActive: true,
  },
];
