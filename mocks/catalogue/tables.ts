import type { Faker } from '@faker-js/faker';
import type * as z from 'zod/mini';
import type { ColourName, MaterialName } from './colours.ts';
import type { catalogueSchema, GeneratorName, slotsSchema } from './data-schemas.ts';
import type { IconName } from './pictograms.ts';
import tables from './tables.json' with { type: 'json' };

// The mock shop's catalogue, one table per category: the kinds of product it sells, and for each
// kind a name template, the words that fill it, a price range and description templates. The
// tables are data (tables.json), checked against data-schemas.ts by the tests.
// mocks/catalogue/products.ts combines them with the seeded faker, so every product's name,
// brand, description and price belong together, and thousands of distinct products come out.
//
// Templates: `{brand}`, `{noun}` and `{colour}` are always there; any other `{word}` is a slot
// of the kind (or of the category), chosen once per product so the name and the description
// agree. A slot's value may hold slots itself. An option `[label, factor]` scales the price. A
// slot whose words are made up (a person's name) says `{ "generator": "fullName" }`.

export type Option = string | readonly [label: string, priceFactor: number];
type Slot = readonly Option[] | ((faker: Faker) => string);

export interface Kind {
  /** What the product is, for the descriptions ("headphones", "sofa"). */
  noun: string;
  /** Words of the name that tell this kind apart in its category (for its picture). */
  match: readonly string[];
  icon: IconName;
  /** Price range in dollars before the option factors. */
  price: readonly [min: number, max: number];
  /** How often this kind comes up in its category, relative to the others (default 1). */
  weight?: number;
  name: string;
  colours?: readonly (ColourName | MaterialName)[];
  /** The picture's colour when the name names none. */
  tint?: readonly (ColourName | MaterialName)[];
  slots?: Readonly<Record<string, Slot>>;
  descriptions: readonly string[];
  /** At most this many in stock (expensive or bulky things are kept in small numbers). */
  maxStock?: number;
}

export interface CategoryTable {
  name: string;
  description: string | null;
  active: boolean;
  /** Share of the catalogue, relative to the other categories. */
  weight: number;
  icon: IconName;
  brands: readonly string[];
  /** Picture colours for names that name none. */
  palette: readonly (ColourName | MaterialName)[];
  slots?: Readonly<Record<string, Slot>>;
  kinds: readonly Kind[];
  /** Closing sentences, one or two of which end every description of the category. */
  extras: readonly string[];
}

/** The slots filled by faker rather than from a list, by the name the data gives them. */
const GENERATORS: Record<GeneratorName, (faker: Faker) => string> = {
  fullName: (faker: Faker) => faker.person.fullName(),
  firstAndLastName: (faker: Faker) => `${faker.person.firstName()} ${faker.person.lastName()}`,
};

/** A checked slot as products.ts uses it: a list of options, or its faker generator. */
const withGenerators = (
  parsed: z.infer<typeof slotsSchema>,
): Readonly<Record<string, Slot>> | undefined =>
  parsed &&
  Object.fromEntries(
    Object.entries(parsed).map(([name, value]) => [
      name,
      'generator' in value ? GENERATORS[value.generator] : value,
    ]),
  );

/** tables.json as its schema reads it; the tests check that it does (data-schemas.ts). */
const checkedTables = tables as unknown as z.infer<typeof catalogueSchema>;

export const CATALOGUE: readonly CategoryTable[] = checkedTables.map((table) => ({
  ...table,
  slots: withGenerators(table.slots),
  kinds: table.kinds.map((kind) => ({ ...kind, slots: withGenerators(kind.slots) })),
}));
