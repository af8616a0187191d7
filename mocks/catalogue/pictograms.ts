import drawings from './pictograms.json' with { type: 'json' };

// Product pictures drawn locally: one pictogram per kind of product (shirt, sofa, headphones…),
// in one flat style, tinted with the product's colour on a soft backdrop of the same family.
// The drawings are data (pictograms.json): each is SVG drawn in a 200 × 200 box, kept as its
// lines, with `{main}`, `{dark}`, `{light}` and `{accent}` where the product's tints go; the
// group around it (below) sets the outline.

interface Tints {
  /** The product's colour. */
  main: string;
  /** Outlines and shadows. */
  dark: string;
  /** Highlights and prints. */
  light: string;
  /** A second colour for screens, covers and labels. */
  accent: string;
}

export type IconName = keyof typeof drawings;

// Every drawing is lines of SVG that name no tint but the four: the tests check it
// (data-schemas.ts), not each start of the mock.
const DRAWINGS: Readonly<Record<IconName, string>> = Object.fromEntries(
  Object.entries(drawings).map(([icon, lines]) => [icon, lines.join('\n')]),
) as Record<IconName, string>;

/** The names of the drawings, for the catalogue tables' check. */
export const ICON_NAMES = Object.keys(DRAWINGS) as [IconName, ...IconName[]];

const draw = (icon: IconName, tints: Tints) =>
  DRAWINGS[icon].replace(/\{(main|dark|light|accent)\}/g, (_, tint: keyof Tints) => tints[tint]);

const hex = (c: string) => {
  const full = c.length === 4 ? `#${[...c.slice(1)].map((d) => d + d).join('')}` : c;
  return [1, 3, 5].map((i) => parseInt(full.slice(i, i + 2), 16));
};
const toHex = (rgb: number[]) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
/** `a` moved toward `b` by `t` (0–1). */
const mix = (a: string, b: string, t: number) => {
  const x = hex(a);
  const y = hex(b);
  return toHex(x.map((v, i) => v + (y[i]! - v) * t));
};
const luminance = (c: string) => {
  const [r, g, b] = hex(c);
  return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
};

/** A whole number from a text, the same on every run (for picking colours). */
export function textHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const ACCENTS = ['#f2a65a', '#7db8e8', '#8fd1b2', '#e88aa0', '#b9a7e0', '#f2d16b', '#6fb3b8'];

/** The picture of a product: its kind's pictogram in `colour`, on a backdrop of the same family. */
export function pictogramSvg(icon: IconName, colour: string, seedText: string): string {
  const light = luminance(colour);
  const tints: Tints = {
    main: colour,
    dark: light < 0.18 ? mix(colour, '#000', 0.55) : mix(colour, '#000', 0.42),
    light: light > 0.75 ? mix(colour, '#8a929c', 0.35) : mix(colour, '#fff', 0.55),
    accent: ACCENTS[textHash(seedText) % ACCENTS.length]!,
  };
  // Light products on a cooler, darker backdrop, so a white mug still stands out.
  const backdrop = light > 0.72 ? mix('#8d9bab', '#fff', 0.55) : mix(colour, '#fff', 0.84);
  // A flat backdrop, no gradient: the pictures are served as PNG (mocks/pictures), where a
  // gradient's every pixel differs and the file grows about fivefold (some 35 KB, not 7 KB).
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="450" viewBox="0 0 600 450" role="img">
<rect width="600" height="450" fill="${backdrop}"/>
<ellipse cx="300" cy="392" rx="168" ry="16" fill="#000" opacity=".1"/>
<g transform="translate(132 48) scale(1.68)" stroke="${tints.dark}" stroke-width="2.6" stroke-linejoin="round" stroke-linecap="round">${draw(icon, tints)}
</g>
</svg>`;
}
