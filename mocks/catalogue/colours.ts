// Colour and material names used in product names, with the tint their picture is drawn in.
// The picture of a product is tinted by the first of these words found in its name (the
// longest first, so "Sky Blue" wins over "Blue"); a name without one gets a colour of its
// category's palette, picked from the name.

export const COLOURS = {
  // Neutrals
  'Midnight Black': '#1f2328',
  Black: '#24272c',
  Graphite: '#4a4f57',
  Charcoal: '#3b3f45',
  'Space Grey': '#6b6f76',
  'Heather Grey': '#a7a9ac',
  Silver: '#c9ccd1',
  Titanium: '#8c8a85',
  'Arctic White': '#f2f3f5',
  White: '#f4f4f2',
  Ivory: '#f4efe3',
  Cream: '#efe6d2',
  Oatmeal: '#d9cbb0',
  Sand: '#d8c3a0',
  Taupe: '#a08f7d',
  // Blues and greens
  Navy: '#26365c',
  'Ocean Blue': '#2f6db5',
  'Electric Blue': '#1f6fff',
  'Sky Blue': '#7db8e8',
  'Denim Blue': '#3f5f8a',
  Teal: '#1f9e96',
  Mint: '#a8dcc4',
  'Sage Green': '#8fa98a',
  Olive: '#7a7a45',
  'Forest Green': '#2f6b45',
  Emerald: '#1e8a5a',
  // Warm colours
  Red: '#c8413b',
  Cherry: '#a3243b',
  Coral: '#ef7b6b',
  Orange: '#f28c28',
  Terracotta: '#c46a4a',
  Rust: '#a8512e',
  Mustard: '#d9a93b',
  Yellow: '#f2c94c',
  'Neon Yellow': '#d7ef3a',
  Peach: '#f4b998',
  Pink: '#f19cb7',
  'Dusty Pink': '#d8a1a4',
  Rose: '#e8a0a8',
  Lavender: '#b9a7e0',
  Lilac: '#c7a6d9',
  Purple: '#7a4fc2',
  Plum: '#6d3b5e',
  Gold: '#d4b36a',
  'Rose Gold': '#e0b3a0',
  Amber: '#c78a3b',
} as const satisfies Record<string, string>;

/** Materials give a colour too, when the name names no colour. */
export const MATERIALS = {
  Oak: '#c49a63',
  Walnut: '#6e4a2f',
  Ash: '#d9c4a1',
  Rattan: '#c9a66b',
  Bamboo: '#c9b071',
  Brass: '#c9a24a',
  Marble: '#e6e3de',
  Glass: '#bcd8e0',
  Leather: '#8a5a3b',
  Cognac: '#9c5a2c',
  Cork: '#b58a5c',
  Jute: '#c2a878',
  Velvet: '#5a4e8c',
  Bouclé: '#ece6da',
  Linen: '#d8cfbf',
  Wool: '#cdbfae',
  Chrome: '#b8bec6',
} as const satisfies Record<string, string>;

export type ColourName = keyof typeof COLOURS;
export type MaterialName = keyof typeof MATERIALS;

function finder(table: Record<string, string>) {
  const names = Object.keys(table).sort((a, b) => b.length - a.length);
  const hex = new Map(names.map((n) => [n.toLowerCase(), table[n]!]));
  const escaped = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // Whole words only: "Golden" is not "Gold", "Rosewood" is not "Rose".
  const pattern = new RegExp(`(?<![\\p{L}])(${escaped.join('|')})(?![\\p{L}])`, 'iu');
  return (text: string) => {
    const match = pattern.exec(text);
    return match ? (hex.get(match[1]!.toLowerCase()) ?? null) : null;
  };
}

const colourFinder = finder(COLOURS);
const materialFinder = finder(MATERIALS);

/** The colour named in `text` (else its material's), as a hex colour; null when there is none. */
export function colourIn(text: string): string | null {
  return colourFinder(text) ?? materialFinder(text);
}
