/** The back office's categories and the product count asked per category before a delete. */
export const adminCategoryKeys = {
  all: ['admin', 'categories'] as const,
  productCount: (categoryId: number) =>
    [...adminCategoryKeys.all, categoryId, 'productCount'] as const,
};
