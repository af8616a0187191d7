import { ADMIN_TEXTS } from './texts';

/** Strings shared by every admin screen. */
export const SHARED_STRINGS = ADMIN_TEXTS.shared;
