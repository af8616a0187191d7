import { ADMIN_TEXTS } from '../common/texts';

/** User management. 'no matching users found' and active/inactive stay in English. */
export const USER_STRINGS = ADMIN_TEXTS.users;
