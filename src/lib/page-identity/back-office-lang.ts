import { createExternalStore } from '../external-store';

/**
 * The back office's language for `<html lang>`: Chinese unless the administrator chose another.
 * The admin layout sets it (its settings live in the back office's code); the page identity,
 * which the storefront also loads, only reads it.
 */
export const backOfficeLang = createExternalStore<string>('zh-CN');
