import { ADMIN_TEXTS } from '../common/texts';

/** Category management (docs/product/back-office.md#6-categories). */
export const CATEGORY_STRINGS = ADMIN_TEXTS.categories;
