import { ADMIN_TEXTS } from '../common/texts';

/** Analytics: charts over the statistics calls (docs/product/back-office.md). */
export const ANALYTICS_STRINGS = ADMIN_TEXTS.analytics;
