import { ADMIN_TEXTS } from '../common/texts';

/** Order management (docs/product/back-office.md#7-orders). */
export const ORDER_STRINGS = ADMIN_TEXTS.orders;
