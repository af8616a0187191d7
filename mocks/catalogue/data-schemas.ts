import * as z from 'zod/mini';
import { COLOURS, MATERIALS, type ColourName, type MaterialName } from './colours.ts';
import { ICON_NAMES } from './pictograms.ts';

// What the catalogue's data files must hold (tables.json, pictograms.json). Checked by the tests
// (tests/mocks/catalogue-data-files.test.ts), not each time the mock starts: parsing the whole
// catalogue was about a quarter of the in-browser mock's start on a phone (npm run bench).

/** The slots filled by faker rather than from a list (tables.ts has the generators). */
export const GENERATOR_NAMES = ['fullName', 'firstAndLastName'] as const;
export type GeneratorName = (typeof GENERATOR_NAMES)[number];

const colourNames = [...Object.keys(COLOURS), ...Object.keys(MATERIALS)] as [
  ColourName | MaterialName,
  ...(ColourName | MaterialName)[],
];
const colour = z.enum(colourNames);
const icon = z.enum(ICON_NAMES);
const option = z.union([z.string(), z.tuple([z.string(), z.number()])]);
const slot = z.union([z.array(option), z.strictObject({ generator: z.enum(GENERATOR_NAMES) })]);
export const slotsSchema = z.optional(z.record(z.string(), slot));
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
  slots: slotsSchema,
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
  slots: slotsSchema,
  kinds: z.array(kindSchema),
  extras: words,
});

/** tables.json: one table per category. */
export const catalogueSchema = z.array(tableSchema);

/** pictograms.json: every drawing is lines of SVG that name no tint but the four. */
export const drawingsSchema = z.record(
  z.string(),
  z.array(
    z
      .string()
      .check(
        z.refine((line) => !/\{(?!(main|dark|light|accent)\})/.test(line), 'an unknown {tint}'),
      ),
  ),
);
