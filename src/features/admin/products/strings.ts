import { ADMIN_TEXTS } from '../common/texts/zh-CN';

/** Product management. The alerts and the empty text stay in English. */
export const PRODUCT_STRINGS = ADMIN_TEXTS.products;
