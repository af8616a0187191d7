import { ADMIN_TEXTS } from '../common/texts';

/** Settings: kept on this device. */
export const SETTINGS_STRINGS = ADMIN_TEXTS.settings;
