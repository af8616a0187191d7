import { Faker, en } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { SEED_LOCALE } from '../../mocks/db/faker-locale';
import { mockLocale } from '../../scripts/vite-plugin-mock-locale';

/** What the browser build's plugin puts in place of the module `id` (null: the module as is). */
const loadInBrowserBuild = (id: string) =>
  (mockLocale().load as (id: string) => string | null).call({}, id);

/** What the browser build puts in place of mocks/db/faker-locale.ts, evaluated. */
function browserLocale() {
  const code = loadInBrowserBuild('/app/mocks/db/faker-locale.ts')!;
  const json = /^export const SEED_LOCALE = (.*);\n$/s.exec(code)![1]!;
  return JSON.parse(json) as typeof SEED_LOCALE;
}

describe("the mock seed's part of faker's English data", () => {
  it('reaches the browser build as the same data, and only there', () => {
    expect(browserLocale()).toEqual(SEED_LOCALE);
    expect(loadInBrowserBuild('/app/mocks/db/seed.ts')).toBeNull();
  });

  it('draws what the whole English locale draws, for everything the seed asks', () => {
    const draws = (faker: Faker) => {
      faker.seed(20261124);
      return Array.from({ length: 50 }, () => [
        faker.person.fullName(),
        faker.person.firstName(),
        faker.person.lastName(),
        faker.location.street(),
        faker.location.buildingNumber(),
        faker.location.city(),
        faker.location.state(),
        faker.location.country(),
        faker.location.zipCode(),
        faker.phone.number(),
        faker.internet.email(),
        faker.word.noun(),
      ]);
    };
    expect(draws(new Faker({ locale: [browserLocale()] }))).toEqual(
      draws(new Faker({ locale: [en] })),
    );
  });
});
