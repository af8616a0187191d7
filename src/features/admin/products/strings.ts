import { ADMIN_TEXTS } from '../common/texts';

/** Product management. The alerts and the empty text stay in English. */
export const PRODUCT_STRINGS = ADMIN_TEXTS.products;
