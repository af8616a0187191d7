import { ADMIN_TEXTS } from '../common/texts';

/** The admin layout: English navigation labels, Chinese greeting. */
export const LAYOUT_STRINGS = ADMIN_TEXTS.layout;
