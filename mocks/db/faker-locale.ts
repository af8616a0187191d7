import { en, type LocaleDefinition } from '@faker-js/faker';

function section<T>(data: T | undefined, name: string): T {
  if (data === undefined) throw new Error(`faker's English locale has no ${name}`);
  return data;
}

/**
 * The part of faker's English data the seed draws from: people's names, places, phone numbers,
 * e-mail domains and nouns. The browser build (mock mode) gets these sections alone, as plain
 * data (scripts/vite-plugin-mock-locale.ts), instead of the whole English locale: about 90 KB
 * gzip of animals, music and words the shop never shows. Same data, so the same seed gives the
 * same shop in Node and in the browser (tests/mocks/seed-locale.test.ts).
 */
export const SEED_LOCALE: LocaleDefinition = {
  metadata: section(en.metadata, 'metadata'),
  person: section(en.person, 'person'),
  location: section(en.location, 'location'),
  phone_number: section(en.phone_number, 'phone_number'),
  internet: section(en.internet, 'internet'),
  word: { noun: section(en.word?.noun, 'word.noun') },
};
