import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { catalogueSchema, drawingsSchema } from '../../mocks/catalogue/data-schemas';
import drawings from '../../mocks/catalogue/pictograms.json' with { type: 'json' };
import tables from '../../mocks/catalogue/tables.json' with { type: 'json' };

// The mock reads its data files without parsing them at start (a phone's start-up time): these
// checks are what keeps tables.json and pictograms.json in the shape the code reads.
describe("the mock catalogue's data files", () => {
  it('tables.json: every table and kind as the schema says (known icons, colours, generators)', () => {
    expect(z.safeParse(catalogueSchema, tables).error).toBeUndefined();
  });

  it('a table naming an icon, colour or generator that does not exist is refused', () => {
    const [first] = tables;
    const broken = (change: object) => [{ ...first, ...change }];
    expect(z.safeParse(catalogueSchema, broken({ icon: 'unicorn' })).success).toBe(false);
    expect(z.safeParse(catalogueSchema, broken({ palette: ['plaid'] })).success).toBe(false);
    expect(
      z.safeParse(catalogueSchema, broken({ slots: { who: { generator: 'nickname' } } })).success,
    ).toBe(false);
    expect(z.safeParse(catalogueSchema, broken({ surprise: true })).success).toBe(false);
  });

  it('pictograms.json: every drawing names no tint but main, dark, light and accent', () => {
    expect(z.safeParse(drawingsSchema, drawings).error).toBeUndefined();
    const [icon, lines] = Object.entries(drawings)[0]!;
    const tinted = { [icon]: [...lines, '<path fill="{shadow}" d="M0 0"/>'] };
    expect(z.safeParse(drawingsSchema, tinted).success).toBe(false);
  });
});
