import { ADMIN_TEXTS } from '../common/texts';

/** Dashboard. 'no order data' and 'no product data' stay in English. */
export const DASHBOARD_STRINGS = ADMIN_TEXTS.dashboard;
