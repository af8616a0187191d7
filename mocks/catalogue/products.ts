import type { Faker } from '@faker-js/faker';
import { COLOURS, MATERIALS, colourIn } from './colours.ts';
import { pictogramSvg, textHash, type IconName } from './pictograms.ts';
import { CATALOGUE, type CategoryTable, type Kind, type Option } from './tables.ts';

export interface GeneratedProduct {
  productName: string;
  brand: string;
  description: string;
  price: number;
  maxStock: number;
}

const labelOf = (option: Option) => (typeof option === 'string' ? option : option[0]);
const factorOf = (option: Option) => (typeof option === 'string' ? 1 : option[1]);

/** A shop price: $7.99, $24.99, $149.99, $1,249.00 rather than $23.41. */
function shopPrice(amount: number): number {
  if (amount < 10) return Math.max(0.99, Math.floor(amount) + 0.99);
  if (amount < 100) return Math.round(amount) - 0.01;
  if (amount < 1000) return Math.round(amount / 10) * 10 - 0.01;
  return Math.round(amount / 50) * 50 - 1;
}

function weighted<T>(faker: Faker, items: readonly T[], weight: (item: T) => number): T {
  const total = items.reduce((s, i) => s + weight(i), 0);
  let roll = faker.number.float({ min: 0, max: total });
  for (const item of items) {
    roll -= weight(item);
    if (roll <= 0) return item;
  }
  return items[items.length - 1]!;
}

// `{slot}` as chosen; `{slot.lower}` in running text ("organic cotton", but "PVC" stays);
// `{slot.a}` / `{slot.A}` with its article ("an oval", "A velvet").
const SLOT = /\{([a-z]+)(?:\.(lower|a|A))?\}/g;
const lower = (text: string) => text.replace(/\p{Lu}\p{Ll}+/gu, (word) => word.toLowerCase());
const withArticle = (text: string, capital: boolean) => {
  // By sound: "an oval", "an SPF 30", but "a 3-seater", "a USB-C".
  const vowel =
    /^([aeio]|u(?![sn][aeiou]|ni))/i.test(text) || /^[AEFHILMNORSX][A-Z0-9-]/.test(text);
  const article = vowel ? 'an' : 'a';
  return `${capital ? article[0]!.toUpperCase() + article.slice(1) : article} ${lower(text)}`;
};

/** Draws a product's words: a kind, and each slot once, so the name and description agree. */
function draw(faker: Faker, table: CategoryTable) {
  const kind = weighted(faker, table.kinds, (k) => k.weight ?? 1);
  const chosen = new Map<string, string>();
  let factor = 1;
  const value = (name: string, depth: number): string => {
    const known = chosen.get(name);
    if (known !== undefined) return known;
    let text: string;
    if (name === 'brand') text = faker.helpers.arrayElement(table.brands);
    else if (name === 'noun') text = kind.noun;
    else if (name === 'colour') text = faker.helpers.arrayElement(kind.colours ?? ['Black']);
    else {
      const options = kind.slots?.[name] ?? table.slots?.[name];
      if (!options) throw new Error(`No words for {${name}} in ${table.name} / ${kind.noun}`);
      if (typeof options === 'function') text = options(faker);
      else {
        const option = faker.helpers.arrayElement(options);
        factor *= factorOf(option);
        text = labelOf(option);
      }
      text = fill(text, depth + 1);
    }
    chosen.set(name, text);
    return text;
  };
  const fill = (template: string, depth = 0): string =>
    depth > 4
      ? template
      : template.replace(SLOT, (_, name: string, form?: string) => {
          const text = value(name, depth);
          return form === 'lower'
            ? lower(text)
            : form === 'a' || form === 'A'
              ? withArticle(text, form === 'A')
              : text;
        });
  return { kind, fill, value, factor: () => factor };
}

/** One product of `table` whose name is not in `used` (as far as a few draws allow). */
function makeProduct(faker: Faker, table: CategoryTable, used: Set<string>): GeneratedProduct {
  let words = draw(faker, table);
  let productName = words.fill(words.kind.name);
  for (let attempt = 0; attempt < 3 && used.has(productName); attempt++) {
    words = draw(faker, table);
    productName = words.fill(words.kind.name);
  }
  const { kind, fill, value } = words;
  const brand = value('brand', 0);
  // Still taken (a kind with few words): another maker's, as shops list "Stride Speed Rope".
  if (used.has(productName) && !productName.includes(brand))
    productName = `${brand} ${productName}`;
  const extras = faker.helpers.arrayElements(table.extras, { min: 1, max: 2 });
  const description = [fill(faker.helpers.arrayElement(kind.descriptions)), ...extras].join(' ');
  const [min, max] = kind.price;
  // Most products sit in the lower half of their range, as in any shop.
  const base = min + (max - min) * faker.number.float({ min: 0, max: 1 }) ** 1.4;
  const amount = base * words.factor();
  return {
    productName,
    brand,
    description,
    price: shopPrice(amount),
    maxStock: kind.maxStock ?? (amount > 300 ? 60 : 250),
  };
}

/**
 * Makes `count` products over the tables' categories (in proportion to their weights), with
 * distinct names as far as the tables allow; `categoryIndex` is the category's place in CATALOGUE.
 */
export function makeProducts(
  faker: Faker,
  count: number,
): (GeneratedProduct & { categoryIndex: number })[] {
  const used = new Set<string>();
  const indexes = CATALOGUE.map((_, i) => i);
  const products: (GeneratedProduct & { categoryIndex: number })[] = [];
  for (let n = 0; n < count; n++) {
    const categoryIndex = weighted(faker, indexes, (i) => CATALOGUE[i]!.weight);
    const product = makeProduct(faker, CATALOGUE[categoryIndex]!, used);
    used.add(product.productName);
    products.push({ ...product, categoryIndex });
  }
  return products;
}

// Pictures: the kind is found again from the name, so a renamed or admin-made product gets the
// right pictogram too, and the colour from the colour word in the name.

const tableByName = new Map(CATALOGUE.map((t) => [t.name.toLowerCase(), t]));
const allKinds = CATALOGUE.flatMap((t) => t.kinds);
const byMatch = (kinds: readonly Kind[]) =>
  kinds
    .flatMap((k) => k.match.map((word) => ({ word, kind: k })))
    .sort((a, b) => b.word.length - a.word.length)
    .map(({ word, kind }) => ({
      // Whole words: "bookcase" is not a "case", "show" is not "how".
      pattern: new RegExp(
        `(?<![\\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`,
        'iu',
      ),
      kind,
    }));
// Compiled on first use, per table: a page draws the pictures of a few categories, and the
// in-browser mock should not build every table's patterns before it answers anything.
const matchesByTable = new Map<CategoryTable | undefined, ReturnType<typeof byMatch>>();

function kindOf(name: string, table: CategoryTable | undefined): Kind | undefined {
  let own = matchesByTable.get(table);
  if (!own) matchesByTable.set(table, (own = byMatch(table ? table.kinds : allKinds)));
  return own.find((m) => m.pattern.test(name))?.kind;
}

const hexOf = (name: string) =>
  (COLOURS as Record<string, string>)[name] ??
  (MATERIALS as Record<string, string>)[name] ??
  '#8d9bab';

/** The picture of a product of category `categoryName` (an unknown category gets a parcel). */
export function productPicture(productName: string, categoryName: string | undefined): string {
  const table = categoryName ? tableByName.get(categoryName.toLowerCase()) : undefined;
  const kind = kindOf(productName, table);
  const icon: IconName = kind?.icon ?? table?.icon ?? 'box';
  const palette = kind?.tint ?? table?.palette ?? ['Sand', 'Sage Green', 'Sky Blue', 'Coral'];
  const colour = colourIn(productName) ?? hexOf(palette[textHash(productName) % palette.length]!);
  return pictogramSvg(icon, colour, productName);
}
