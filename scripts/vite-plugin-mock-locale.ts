// The mock backend's seed draws names and places from faker's English data. In Node (tests, the
// standalone mock server) mocks/db/faker-locale.ts picks those sections out of the whole locale;
// in the browser build that module is replaced by the sections themselves as plain data, so the
// in-browser mock does not carry the rest of the locale (about 90 KB gzip) that nothing uses.
import type { Plugin } from 'vite';
import { SEED_LOCALE } from '../mocks/db/faker-locale.ts';

const LOCALE_MODULE = /[\\/]mocks[\\/]db[\\/]faker-locale\.ts$/;

export function mockLocale(): Plugin {
  return {
    name: 'shop:mock-locale',
    load(id) {
      if (!LOCALE_MODULE.test(id.split('?')[0]!)) return null;
      return `export const SEED_LOCALE = ${JSON.stringify(SEED_LOCALE)};\n`;
    },
  };
}
