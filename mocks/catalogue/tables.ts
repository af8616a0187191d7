import type { Faker } from '@faker-js/faker';
import * as z from 'zod/mini';
import { COLOURS, MATERIALS, type ColourName, type MaterialName } from './colours.ts';
import { ICON_NAMES, type IconName } from './pictograms.ts';
import tables from './tables.json' with { type: 'json' };

// The mock shop's catalogue, one table per category: the kinds of product it sells, and for each
// kind a name template, the words that fill it, a price range and description templates. The
// tables are data (tables.json), checked against the schema below when this module loads.
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
const GENERATORS = {
  fullName: (faker: Faker) => faker.person.fullName(),
  firstAndLastName: (faker: Faker) => `${faker.person.firstName()} ${faker.person.lastName()}`,
};
type GeneratorName = keyof typeof GENERATORS;

const colourNames = [...Object.keys(COLOURS), ...Object.keys(MATERIALS)] as [
  ColourName | MaterialName,
  ...(ColourName | MaterialName)[],
];
const colour = z.enum(colourNames);
const icon = z.enum(ICON_NAMES);
const option = z.union([z.string(), z.tuple([z.string(), z.number()])]);
const slot = z.union([
  z.array(option),
  z.strictObject({
    generator: z.enum(Object.keys(GENERATORS) as [GeneratorName, ...GeneratorName[]]),
  }),
]);
const slots = z.optional(z.record(z.string(), slot));
const words = z.array(z.string());

const kindSchema = z.strictObject({
  noun: z.string(),
  match: words,
  icon,
  price: z.tuple([z.number(), z.number()]),
  weight: z.optional(z.number()),
  name: z.string(),
  colours: z.optional(z.array(colour)),
  tint: z.optional(z.array(colour)),
  slots,
  descriptions: words,
  maxStock: z.optional(z.number()),
});

const tableSchema = z.strictObject({
  name: z.string(),
  description: z.nullable(z.string()),
  active: z.boolean(),
  weight: z.number(),
  icon,
  brands: words,
  palette: z.array(colour),
  slots,
  kinds: z.array(kindSchema),
  extras: words,
});

/** A checked slot as products.ts uses it: a list of options, or its faker generator. */
const withGenerators = (
  parsed: z.infer<typeof slots>,
): Readonly<Record<string, Slot>> | undefined =>
  parsed &&
  Object.fromEntries(
    Object.entries(parsed).map(([name, value]) => [
      name,
      'generator' in value ? GENERATORS[value.generator] : value,
    ]),
  );

export const CATALOGUE: readonly CategoryTable[] = z
  .parse(z.array(tableSchema), tables)
  .map((table) => ({
    ...table,
    slots: withGenerators(table.slots),
    kinds: table.kinds.map((kind) => ({ ...kind, slots: withGenerators(kind.slots) })),
  }));
