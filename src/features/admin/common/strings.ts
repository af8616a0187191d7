import { ADMIN_TEXTS } from './texts/zh-CN';

/** Strings shared by every admin screen. */
export const SHARED_STRINGS = ADMIN_TEXTS.shared;
