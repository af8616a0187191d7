// Product pictures drawn locally: one pictogram per kind of product (shirt, sofa, headphones…),
// in one flat style, tinted with the product's colour on a soft backdrop of the same family.
// Each pictogram is drawn in a 200 × 200 box; the group around it sets the outline.

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

const INK = '#2b2f36';
const METAL = '#c3c8cf';
const SCREEN = '#1c2532';
const GLASS = '#d6e8ee';
const WHITE = '#fbfbfa';

type Draw = (t: Tints) => string;

const screenGlare = (x: number, y: number, w: number, h: number) =>
  `<path d="M${x} ${y + h * 0.55} L${x + w * 0.55} ${y} H${x + w * 0.8} L${x} ${y + h * 0.85}Z" fill="#fff" opacity=".08" stroke="none"/>`;

const PICTOGRAMS = {
  phone: (t) => `
<g transform="rotate(-8 72 100)"><rect x="34" y="22" width="76" height="156" rx="14" fill="${t.main}"/>
<rect x="44" y="34" width="30" height="40" rx="9" fill="${t.dark}"/>
<circle cx="59" cy="45" r="7" fill="${INK}" stroke="${t.light}" stroke-width="2"/><circle cx="59" cy="63" r="7" fill="${INK}" stroke="${t.light}" stroke-width="2"/></g>
<rect x="96" y="26" width="76" height="156" rx="14" fill="${t.main}"/>
<rect x="102" y="32" width="64" height="144" rx="9" fill="${SCREEN}" stroke="none"/>
<rect x="102" y="32" width="64" height="144" rx="9" fill="${t.accent}" opacity=".35" stroke="none"/>
${screenGlare(102, 32, 64, 144)}
<circle cx="134" cy="40" r="3" fill="${INK}" stroke="none"/>`,
  laptop: (t) => `
<rect x="32" y="36" width="136" height="94" rx="8" fill="${t.main}"/>
<rect x="40" y="44" width="120" height="78" rx="3" fill="${SCREEN}" stroke="none"/>
<rect x="40" y="44" width="120" height="78" rx="3" fill="${t.accent}" opacity=".35" stroke="none"/>
${screenGlare(40, 44, 120, 78)}
<path d="M14 138 H186 L176 158 H24Z" fill="${t.main}"/>
<path d="M84 138 H116 L113 144 H87Z" fill="${t.dark}" stroke="none"/>`,
  headphones: (t) => `
<path d="M44 122 V98 A56 56 0 0 1 156 98 V122" fill="none" stroke="${t.dark}" stroke-width="18"/>
<path d="M44 122 V98 A56 56 0 0 1 156 98 V122" fill="none" stroke="${t.main}" stroke-width="11"/>
<rect x="26" y="100" width="38" height="64" rx="16" fill="${t.main}"/>
<rect x="136" y="100" width="38" height="64" rx="16" fill="${t.main}"/>
<rect x="58" y="110" width="12" height="44" rx="6" fill="${t.dark}"/>
<rect x="130" y="110" width="12" height="44" rx="6" fill="${t.dark}"/>
<path d="M34 116 Q38 108 46 106" fill="none" stroke="${t.light}" stroke-width="4"/>`,
  earbuds: (t) => `
<rect x="44" y="104" width="112" height="72" rx="32" fill="${t.main}"/>
<path d="M46 128 H154" stroke="${t.dark}" stroke-width="3"/>
<circle cx="100" cy="150" r="3" fill="${t.light}" stroke="none"/>
<g transform="rotate(-18 74 60)"><rect x="66" y="64" width="14" height="44" rx="7" fill="${t.main}"/><circle cx="74" cy="56" r="20" fill="${t.main}"/><circle cx="74" cy="56" r="8" fill="${t.dark}"/></g>
<g transform="rotate(18 126 60)"><rect x="118" y="64" width="14" height="44" rx="7" fill="${t.main}"/><circle cx="126" cy="56" r="20" fill="${t.main}"/><circle cx="126" cy="56" r="8" fill="${t.dark}"/></g>`,
  earphones: (t) => `
<path d="M62 72 C62 120 100 120 100 150 M138 72 C138 120 100 120 100 150 V178" fill="none" stroke="${t.dark}" stroke-width="4"/>
<rect x="94" y="140" width="12" height="20" rx="4" fill="${t.main}"/>
<rect x="96" y="176" width="8" height="16" rx="2" fill="${METAL}"/>
<circle cx="58" cy="50" r="22" fill="${t.main}"/><circle cx="58" cy="50" r="9" fill="${t.dark}"/>
<circle cx="142" cy="50" r="22" fill="${t.main}"/><circle cx="142" cy="50" r="9" fill="${t.dark}"/>
<rect x="52" y="68" width="12" height="16" rx="5" fill="${t.main}"/><rect x="136" y="68" width="12" height="16" rx="5" fill="${t.main}"/>`,
  charger: (t) => `
<rect x="78" y="28" width="10" height="32" rx="3" fill="${METAL}"/><rect x="112" y="28" width="10" height="32" rx="3" fill="${METAL}"/>
<rect x="56" y="56" width="88" height="96" rx="18" fill="${t.main}"/>
<rect x="86" y="134" width="28" height="8" rx="4" fill="${t.dark}"/>
<path d="M104 80 L88 106 H100 L96 126 L114 98 H102Z" fill="${t.light}" stroke="none"/>
<path d="M100 152 C100 176 120 180 150 178" fill="none" stroke="${t.dark}" stroke-width="5"/>`,
  cable: (t) => `
<path d="M38 60 C38 150 100 40 100 110 S 162 150 162 60" fill="none" stroke="${t.dark}" stroke-width="14"/>
<path d="M38 60 C38 150 100 40 100 110 S 162 150 162 60" fill="none" stroke="${t.main}" stroke-width="8"/>
<rect x="29" y="26" width="18" height="34" rx="5" fill="${METAL}"/><rect x="33" y="16" width="10" height="12" rx="3" fill="${INK}"/>
<rect x="153" y="26" width="18" height="34" rx="5" fill="${METAL}"/><rect x="157" y="16" width="10" height="12" rx="3" fill="${INK}"/>`,
  case: (t) => `
<rect x="56" y="18" width="88" height="166" rx="20" fill="${t.main}"/>
<rect x="66" y="30" width="40" height="48" rx="11" fill="${t.dark}"/>
<circle cx="80" cy="44" r="7" fill="${INK}" stroke="none"/><circle cx="80" cy="64" r="7" fill="${INK}" stroke="none"/><circle cx="95" cy="54" r="4" fill="${INK}" stroke="none"/>
<rect x="141" y="60" width="6" height="28" rx="3" fill="${t.dark}"/>
<path d="M70 160 Q100 170 130 160" fill="none" stroke="${t.light}" stroke-width="4"/>`,
  powerbank: (t) => `
<rect x="50" y="30" width="100" height="146" rx="18" fill="${t.main}"/>
<path d="M106 62 L82 104 H98 L92 140 L120 94 H104Z" fill="${t.light}" stroke="none"/>
${[0, 1, 2, 3].map((i) => `<circle cx="${82 + i * 12}" cy="160" r="3.5" fill="${i < 3 ? '#6fe39a' : t.dark}" stroke="none"/>`).join('')}
<rect x="86" y="24" width="28" height="8" rx="3" fill="${t.dark}"/>`,
  pad: (t) => `
<ellipse cx="100" cy="128" rx="82" ry="34" fill="${t.dark}"/>
<ellipse cx="100" cy="118" rx="82" ry="34" fill="${t.main}"/>
<ellipse cx="100" cy="118" rx="50" ry="18" fill="none" stroke="${t.light}" stroke-width="3"/>
<path d="M104 102 L92 120 H102 L96 134 L112 114 H102Z" fill="${t.light}" stroke="none"/>
<path d="M182 126 C196 140 190 170 170 178" fill="none" stroke="${t.dark}" stroke-width="5"/>`,
  sleeve: (t) => `
<rect x="20" y="46" width="160" height="116" rx="14" fill="${t.main}"/>
<path d="M20 70 H180" stroke="${t.dark}" stroke-width="3" stroke-dasharray="6 5"/>
<rect x="54" y="96" width="92" height="48" rx="8" fill="${t.light}" opacity=".55"/>
<rect x="164" y="62" width="10" height="18" rx="3" fill="${METAL}"/>`,
  strap: (t) => `
<rect x="78" y="10" width="44" height="70" rx="10" fill="${t.main}"/>
<rect x="78" y="120" width="44" height="72" rx="10" fill="${t.main}"/>
${[140, 156, 172].map((y) => `<circle cx="100" cy="${y}" r="3.5" fill="${t.dark}" stroke="none"/>`).join('')}
<rect x="62" y="60" width="76" height="80" rx="20" fill="${INK}"/>
<rect x="70" y="68" width="60" height="64" rx="14" fill="${SCREEN}" stroke="none"/>
<path d="M100 82 V100 L112 108" fill="none" stroke="${t.light}" stroke-width="4"/>
<rect x="138" y="90" width="7" height="18" rx="3" fill="${METAL}"/>`,
  backpack: (t) => `
<path d="M72 40 Q72 16 100 16 Q128 16 128 40" fill="none" stroke="${t.dark}" stroke-width="8"/>
<rect x="40" y="36" width="120" height="150" rx="30" fill="${t.main}"/>
<rect x="58" y="112" width="84" height="56" rx="12" fill="${t.light}" opacity=".5"/>
<path d="M58 126 H142" stroke="${t.dark}" stroke-width="3"/>
<rect x="94" y="118" width="12" height="6" rx="2" fill="${METAL}"/>
<path d="M62 60 Q100 50 138 60" fill="none" stroke="${t.dark}" stroke-width="3"/>`,
  tv: (t) => `
<rect x="12" y="30" width="176" height="112" rx="6" fill="${t.main}"/>
<rect x="19" y="37" width="162" height="98" rx="2" fill="${t.accent}" stroke="none"/>
<path d="M19 110 L60 76 L88 98 L122 64 L181 112 V135 H19Z" fill="${SCREEN}" opacity=".45" stroke="none"/>
<circle cx="148" cy="62" r="12" fill="#fff" opacity=".6" stroke="none"/>
${screenGlare(19, 37, 162, 98)}
<path d="M62 170 L74 142 H126 L138 170Z" fill="${t.main}"/>
<rect x="48" y="168" width="104" height="8" rx="4" fill="${t.dark}"/>`,
  soundbar: (t) => `
<rect x="10" y="66" width="180" height="40" rx="18" fill="${t.main}"/>
${Array.from({ length: 12 }, (_, i) => `<circle cx="${34 + i * 12}" cy="86" r="2.5" fill="${t.dark}" stroke="none"/>`).join('')}
<rect x="118" y="112" width="62" height="74" rx="10" fill="${t.main}"/>
<circle cx="149" cy="150" r="20" fill="${t.dark}"/><circle cx="149" cy="150" r="8" fill="${t.light}" stroke="none"/>`,
  media: (t) => `
<rect x="24" y="70" width="92" height="40" rx="10" fill="${t.main}"/>
<rect x="112" y="80" width="24" height="20" rx="3" fill="${METAL}"/>
<circle cx="44" cy="90" r="4" fill="${t.light}" stroke="none"/>
<rect x="140" y="40" width="36" height="128" rx="18" fill="${INK}"/>
<circle cx="158" cy="72" r="12" fill="${t.main}" stroke="none"/>
${[100, 118, 136].map((y) => `<circle cx="158" cy="${y}" r="4" fill="${METAL}" stroke="none"/>`).join('')}`,
  projector: (t) => `
<rect x="22" y="72" width="156" height="80" rx="16" fill="${t.main}"/>
<circle cx="132" cy="112" r="28" fill="${t.dark}"/><circle cx="132" cy="112" r="18" fill="${SCREEN}"/>
<circle cx="126" cy="106" r="5" fill="#fff" opacity=".6" stroke="none"/>
${[48, 60, 72].map((x) => `<path d="M${x} 92 V132" stroke="${t.dark}" stroke-width="3"/>`).join('')}
<rect x="40" y="150" width="16" height="12" rx="3" fill="${t.dark}"/><rect x="144" y="150" width="16" height="12" rx="3" fill="${t.dark}"/>`,
  shirt: (t) => `
<path d="M70 26 L36 40 L12 84 L42 98 L54 80 V182 H146 V80 L158 98 L188 84 L164 40 L130 26 C124 42 112 50 100 50 C88 50 76 42 70 26Z" fill="${t.main}"/>
<path d="M70 26 C76 42 88 50 100 50 C112 50 124 42 130 26" fill="none" stroke="${t.dark}" stroke-width="6"/>
<circle cx="100" cy="112" r="24" fill="${t.light}" opacity=".6" stroke="none"/>`,
  hoodie: (t) => `
<path d="M70 30 L40 44 L22 150 L46 156 L58 92 V182 H142 V92 L154 156 L178 150 L160 44 L130 30Z" fill="${t.main}"/>
<path d="M70 30 Q72 8 100 8 Q128 8 130 30 Q122 56 100 58 Q78 56 70 30Z" fill="${t.dark}"/>
<path d="M78 32 Q100 46 122 32" fill="none" stroke="${t.light}" stroke-width="3"/>
<path d="M92 58 V80 M108 58 V80" stroke="${t.light}" stroke-width="3"/>
<path d="M70 140 H130 L122 166 H78Z" fill="${t.dark}" opacity=".5"/>`,
  trousers: (t) => `
<path d="M56 20 H144 L156 184 H112 L100 74 L88 184 H44Z" fill="${t.main}"/>
<path d="M56 20 H144 V38 H56Z" fill="${t.dark}"/>
<path d="M72 38 Q74 62 60 70 M128 38 Q126 62 140 70" fill="none" stroke="${t.light}" stroke-width="3"/>
<rect x="96" y="24" width="8" height="10" rx="2" fill="${METAL}" stroke="none"/>`,
  dress: (t) => `
<path d="M78 18 V40 L72 66 L34 178 Q100 194 166 178 L128 66 L122 40 V18" fill="${t.main}"/>
<path d="M78 18 Q100 36 122 18" fill="none" stroke="${t.dark}" stroke-width="4"/>
<path d="M72 66 Q100 76 128 66" fill="none" stroke="${t.dark}" stroke-width="8"/>
${[
  [80, 110],
  [112, 100],
  [96, 140],
  [64, 150],
  [134, 146],
]
  .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6" fill="${t.light}" stroke="none"/>`)
  .join('')}`,
  jacket: (t) => `
<path d="M68 24 L36 38 L18 160 L46 166 L58 96 V184 H142 V96 L154 166 L182 160 L164 38 L132 24Z" fill="${t.main}"/>
<path d="M68 24 Q100 10 132 24 L120 44 Q100 52 80 44Z" fill="${t.dark}"/>
<path d="M100 48 V184" stroke="${t.dark}" stroke-width="4"/>
${[80, 112, 144].map((y) => `<path d="M58 ${y} H142" stroke="${t.dark}" stroke-width="2" opacity=".6"/>`).join('')}
<rect x="68" y="120" width="18" height="4" rx="2" fill="${t.light}" stroke="none"/><rect x="114" y="120" width="18" height="4" rx="2" fill="${t.light}" stroke="none"/>`,
  sneaker: (t) => `
<path d="M18 124 C18 98 36 88 56 92 L86 100 C100 80 120 70 138 76 L178 110 C190 120 190 140 180 146 H28 C20 146 18 136 18 124Z" fill="${t.main}"/>
<path d="M16 140 H186 Q188 160 172 162 H30 Q14 160 16 140Z" fill="${WHITE}"/>
<path d="M96 98 L110 112 M106 90 L120 104 M116 84 L130 98" stroke="${t.light}" stroke-width="4"/>
<path d="M40 118 Q90 126 150 112" fill="none" stroke="${t.dark}" stroke-width="3"/>`,
  beanie: (t) => `
<circle cx="100" cy="38" r="20" fill="${t.light}"/>
<path d="M30 134 Q30 52 100 52 Q170 52 170 134Z" fill="${t.main}"/>
${[60, 80, 100, 120, 140].map((x) => `<path d="M${x} 62 Q${x + (x - 100) * 0.1} 100 ${x} 132" fill="none" stroke="${t.dark}" stroke-width="2" opacity=".6"/>`).join('')}
<rect x="22" y="128" width="156" height="40" rx="12" fill="${t.dark}"/>
${[40, 60, 80, 100, 120, 140, 160].map((x) => `<path d="M${x} 134 V162" stroke="${t.main}" stroke-width="3"/>`).join('')}`,
  sofa: (t) => `
<rect x="28" y="56" width="144" height="66" rx="18" fill="${t.main}"/>
<rect x="10" y="84" width="34" height="74" rx="14" fill="${t.main}"/>
<rect x="156" y="84" width="34" height="74" rx="14" fill="${t.main}"/>
<rect x="40" y="110" width="60" height="36" rx="10" fill="${t.light}"/>
<rect x="100" y="110" width="60" height="36" rx="10" fill="${t.light}"/>
<rect x="34" y="144" width="132" height="18" rx="6" fill="${t.dark}"/>
<path d="M26 162 L22 182 M174 162 L178 182" stroke="${INK}" stroke-width="6"/>`,
  armchair: (t) => `
<path d="M52 112 V48 Q52 22 100 22 Q148 22 148 48 V112Z" fill="${t.main}"/>
<rect x="30" y="90" width="34" height="72" rx="14" fill="${t.main}"/>
<rect x="136" y="90" width="34" height="72" rx="14" fill="${t.main}"/>
<rect x="60" y="112" width="80" height="34" rx="10" fill="${t.light}"/>
<rect x="48" y="146" width="104" height="16" rx="6" fill="${t.dark}"/>
<path d="M52 162 L46 186 M148 162 L154 186" stroke="${INK}" stroke-width="6"/>`,
  table: (t) => `
<path d="M44 110 L34 180 M156 110 L166 180 M74 112 L70 168 M126 112 L130 168" stroke="${t.dark}" stroke-width="9"/>
<ellipse cx="100" cy="100" rx="88" ry="22" fill="${t.dark}"/>
<ellipse cx="100" cy="94" rx="88" ry="22" fill="${t.main}"/>
<path d="M124 78 Q118 52 126 40 H140 Q148 52 142 78Z" fill="${WHITE}"/>
<path d="M133 40 Q128 22 118 16 M133 40 Q140 20 152 18" fill="none" stroke="#5d8a5a" stroke-width="3"/>
<rect x="56" y="80" width="40" height="8" rx="2" fill="${t.light}" stroke-width="2"/>`,
  lamp: (t) => `
<circle cx="100" cy="70" r="64" fill="#ffe9a8" opacity=".35" stroke="none"/>
<path d="M66 22 H134 L156 86 H44Z" fill="${t.main}"/>
<path d="M52 64 H148" stroke="${t.light}" stroke-width="3" opacity=".7"/>
<rect x="96" y="86" width="8" height="84" fill="${t.dark}"/>
<ellipse cx="100" cy="176" rx="38" ry="9" fill="${t.dark}"/>`,
  rug: (t) => `
<path d="M40 50 H160 L186 170 H14Z" fill="${t.main}"/>
<path d="M52 66 H148 L164 154 H36Z" fill="none" stroke="${t.light}" stroke-width="5"/>
<path d="M100 80 L126 110 L100 140 L74 110Z" fill="${t.light}" stroke="none"/>
${Array.from({ length: 14 }, (_, i) => `<path d="M${18 + i * 12.5} 170 V182" stroke="${t.dark}" stroke-width="3"/>`).join('')}`,
  cushion: (t) => `
<path d="M36 42 Q100 28 164 42 Q180 100 164 158 Q100 172 36 158 Q20 100 36 42Z" fill="${t.main}"/>
<path d="M60 70 Q100 62 140 70 M60 130 Q100 138 140 130" fill="none" stroke="${t.light}" stroke-width="4"/>
<circle cx="100" cy="100" r="7" fill="${t.dark}"/>`,
  throw: (t) => `
<rect x="24" y="120" width="152" height="46" rx="10" fill="${t.dark}"/>
<rect x="30" y="84" width="140" height="44" rx="10" fill="${t.main}"/>
<rect x="36" y="48" width="128" height="44" rx="10" fill="${t.main}"/>
${[56, 76, 96, 116, 136].map((x) => `<path d="M${x} 52 V88 M${x - 6} 88 V124" stroke="${t.light}" stroke-width="3"/>`).join('')}
${Array.from({ length: 12 }, (_, i) => `<path d="M${32 + i * 12} 166 V176" stroke="${t.dark}" stroke-width="3"/>`).join('')}`,
  shelf: (t) => `
<rect x="40" y="12" width="120" height="178" rx="4" fill="${t.main}"/>
<rect x="50" y="22" width="100" height="158" fill="${t.dark}" opacity=".35"/>
${[62, 106, 150].map((y) => `<rect x="46" y="${y}" width="108" height="8" fill="${t.main}"/>`).join('')}
${(
  [
    [56, 30, '#c8413b'],
    [68, 26, '#26365c'],
    [80, 34, '#d9a93b'],
    [108, 74, '#2f6b45'],
    [120, 78, '#efe6d2'],
    [64, 118, '#7db8e8'],
    [76, 122, '#a8512e'],
  ] as const
)
  .map(([x, y, c]) => {
    const shelf = y < 62 ? 62 : y < 106 ? 106 : 150;
    return `<rect x="${x}" y="${y}" width="11" height="${shelf - y}" fill="${c}" stroke-width="2"/>`;
  })
  .join('')}
<circle cx="128" cy="140" r="9" fill="#5d8a5a" stroke-width="2"/>`,
  cabinet: (t) => `
<rect x="14" y="70" width="172" height="84" rx="6" fill="${t.main}"/>
<path d="M72 74 V150 M128 74 V150" stroke="${t.dark}" stroke-width="3"/>
<rect x="78" y="82" width="44" height="30" rx="3" fill="${t.dark}" opacity=".45"/>
<circle cx="62" cy="112" r="3.5" fill="${t.dark}" stroke="none"/><circle cx="138" cy="112" r="3.5" fill="${t.dark}" stroke="none"/>
<path d="M28 154 L24 174 M172 154 L176 174" stroke="${INK}" stroke-width="6"/>
<rect x="60" y="44" width="80" height="26" rx="3" fill="${SCREEN}"/>`,
  vase: (t) => `
<path d="M88 58 Q60 4 40 14 M104 58 Q104 10 118 4 M116 60 Q150 18 168 30" fill="none" stroke="#5d8a5a" stroke-width="4"/>
<ellipse cx="40" cy="14" rx="10" ry="6" fill="#7fae6f" stroke="none"/><ellipse cx="168" cy="30" rx="10" ry="6" fill="#7fae6f" stroke="none"/>
<path d="M84 56 H116 V70 Q154 92 150 138 Q146 180 100 182 Q54 180 50 138 Q46 92 84 70Z" fill="${t.main}"/>
<path d="M60 116 Q100 130 140 116" fill="none" stroke="${t.light}" stroke-width="4"/>`,
  mirror: (t) => `
<circle cx="100" cy="98" r="82" fill="${t.main}"/>
<circle cx="100" cy="98" r="68" fill="${GLASS}"/>
<path d="M62 90 L100 52 M70 112 L122 60" stroke="#fff" stroke-width="8" opacity=".8"/>`,
  mat: (t) => `
<path d="M34 92 H170 L186 168 H18Z" fill="${t.main}"/>
<path d="M40 110 H166 M36 130 H170 M30 150 H176" stroke="${t.light}" stroke-width="2" opacity=".6"/>
<rect x="26" y="52" width="150" height="44" rx="22" fill="${t.main}"/>
<ellipse cx="176" cy="74" rx="14" ry="22" fill="${t.dark}"/>
<path d="M176 66 A8 8 0 1 1 170 78" fill="none" stroke="${t.light}" stroke-width="3"/>`,
  dumbbell: (t) => `
<rect x="50" y="92" width="100" height="16" rx="6" fill="${METAL}"/>
<rect x="20" y="52" width="32" height="96" rx="10" fill="${t.main}"/>
<rect x="148" y="52" width="32" height="96" rx="10" fill="${t.main}"/>
<rect x="8" y="68" width="16" height="64" rx="6" fill="${t.dark}"/>
<rect x="176" y="68" width="16" height="64" rx="6" fill="${t.dark}"/>
${[66, 78, 90, 102, 114, 126].map((x) => `<path d="M${x} 94 V106" stroke="${t.dark}" stroke-width="2"/>`).join('')}`,
  kettlebell: (t) => `
<path d="M62 86 Q56 24 100 24 Q144 24 138 86" fill="none" stroke="${t.dark}" stroke-width="22"/>
<path d="M62 86 Q56 24 100 24 Q144 24 138 86" fill="none" stroke="${t.main}" stroke-width="14"/>
<circle cx="100" cy="120" r="58" fill="${t.main}"/>
<rect x="58" y="168" width="84" height="12" rx="4" fill="${t.dark}"/>
<path d="M70 100 Q76 84 92 78" fill="none" stroke="${t.light}" stroke-width="5"/>`,
  football: (t) => `
<circle cx="100" cy="100" r="80" fill="${WHITE}"/>
<path d="M100 70 L128 90 L118 122 H82 L72 90Z" fill="${t.main}"/>
<path d="M100 70 V34 M128 90 L162 78 M118 122 L138 152 M82 122 L62 152 M72 90 L38 78" stroke="${t.dark}" stroke-width="3"/>
<path d="M84 22 L100 34 L116 22 A80 80 0 0 0 84 22Z M170 70 L162 78 L168 110 A80 80 0 0 0 170 70Z M30 70 L38 78 L32 110 A80 80 0 0 1 30 70Z M126 170 L138 152 L162 146 A80 80 0 0 1 126 170Z M74 170 L62 152 L38 146 A80 80 0 0 0 74 170Z" fill="${t.main}"/>`,
  basketball: (t) => `
<circle cx="100" cy="100" r="80" fill="${t.main}"/>
<path d="M20 100 H180 M100 20 V180 M44 43 Q80 100 44 157 M156 43 Q120 100 156 157" fill="none" stroke="${INK}" stroke-width="4"/>
<path d="M56 60 Q66 44 84 36" fill="none" stroke="${t.light}" stroke-width="5"/>`,
  bottle: (t) => `
<rect x="78" y="14" width="44" height="24" rx="8" fill="${INK}"/>
<path d="M122 22 Q146 22 146 40 Q146 56 126 56" fill="none" stroke="${INK}" stroke-width="6"/>
<path d="M82 38 H118 V50 Q138 60 138 82 V172 Q138 188 120 188 H80 Q62 188 62 172 V82 Q62 60 82 50Z" fill="${t.main}"/>
<rect x="62" y="104" width="76" height="36" fill="${t.light}" opacity=".55"/>
<path d="M76 80 V168" stroke="#fff" stroke-width="6" opacity=".3"/>`,
  racket: (t) => `
<g transform="rotate(-30 100 100)">
<ellipse cx="100" cy="66" rx="46" ry="58" fill="${GLASS}" opacity=".5" stroke="none"/>
${[-30, -15, 0, 15, 30].map((d) => `<path d="M${100 + d} 12 V120" stroke="${t.dark}" stroke-width="1.5"/><path d="M56 ${66 + d} H144" stroke="${t.dark}" stroke-width="1.5"/>`).join('')}
<ellipse cx="100" cy="66" rx="46" ry="58" fill="none" stroke="${t.main}" stroke-width="10"/>
<path d="M88 122 L96 150 M112 122 L104 150" stroke="${t.main}" stroke-width="7"/>
<rect x="92" y="146" width="16" height="52" rx="6" fill="${INK}"/></g>`,
  roller: (t) => `
<rect x="34" y="64" width="132" height="76" fill="${t.main}"/>
${[54, 74, 94, 114, 134, 154].map((x) => `<path d="M${x} 68 V136" stroke="${t.dark}" stroke-width="3" opacity=".5"/>`).join('')}
<ellipse cx="166" cy="102" rx="18" ry="38" fill="${t.main}"/>
<ellipse cx="166" cy="102" rx="8" ry="18" fill="${t.dark}"/>
<ellipse cx="34" cy="102" rx="18" ry="38" fill="${t.dark}"/>`,
  helmet: (t) => `
<path d="M18 130 Q18 40 100 36 Q182 40 186 128 Q150 140 120 130 L110 150 H40 Q18 150 18 130Z" fill="${t.main}"/>
${[
  'M58 56 Q76 48 96 48 L90 76 Q70 78 56 84Z',
  'M108 48 Q130 50 146 60 L140 88 Q124 80 106 78Z',
  'M38 84 Q48 72 52 72 L48 104 Q40 106 30 112Z',
]
  .map((d) => `<path d="${d}" fill="${t.dark}"/>`)
  .join('')}
<path d="M40 150 L58 182 M100 150 L76 182" stroke="${INK}" stroke-width="4"/>`,
  rope: (t) => `
<path d="M48 60 C48 190 152 190 152 60" fill="none" stroke="${t.dark}" stroke-width="6"/>
<path d="M48 60 C48 190 152 190 152 60" fill="none" stroke="${t.light}" stroke-width="2" stroke-dasharray="5 7"/>
<rect x="36" y="14" width="24" height="56" rx="12" fill="${t.main}"/>
<rect x="140" y="14" width="24" height="56" rx="12" fill="${t.main}"/>`,
  bike: (t) => `
<circle cx="140" cy="128" r="40" fill="${t.main}"/><circle cx="140" cy="128" r="16" fill="${t.dark}"/>
<path d="M60 176 L80 100 L140 128 M80 100 L70 56 M120 48 L124 130" fill="none" stroke="${t.dark}" stroke-width="10"/>
<path d="M52 50 Q70 42 90 50" stroke="${INK}" stroke-width="12"/>
<path d="M110 44 H142" stroke="${INK}" stroke-width="8"/>
<rect x="34" y="172" width="140" height="12" rx="6" fill="${INK}"/>`,
  book: (t) => `
<path d="M52 20 H156 V184 H52Z" fill="${WHITE}"/>
<path d="M60 20 H162 V178 H60Z" fill="${t.main}"/>
<path d="M42 24 Q42 16 52 16 H60 V184 H52 Q42 184 42 176Z" fill="${t.dark}"/>
<rect x="78" y="44" width="66" height="10" rx="3" fill="${t.light}" stroke="none"/>
<rect x="86" y="62" width="50" height="6" rx="3" fill="${t.light}" stroke="none" opacity=".7"/>
<circle cx="111" cy="116" r="24" fill="${t.accent}" stroke-width="2"/>
<path d="M90 122 L104 106 L114 118 L120 110 L132 124" fill="none" stroke="${t.light}" stroke-width="3"/>
<rect x="92" y="156" width="38" height="5" rx="2" fill="${t.light}" stroke="none" opacity=".7"/>`,
  dropper: (t) => `
<path d="M88 12 Q88 4 100 4 Q112 4 112 12 V44 H88Z" fill="${INK}"/>
<rect x="80" y="42" width="40" height="20" rx="4" fill="${METAL}"/>
<path d="M76 62 H124 Q146 68 146 92 V168 Q146 186 128 186 H72 Q54 186 54 168 V92 Q54 68 76 62Z" fill="${t.main}"/>
<rect x="66" y="112" width="68" height="46" rx="4" fill="${WHITE}" opacity=".85"/>
<path d="M76 128 H124 M84 142 H116" stroke="${t.dark}" stroke-width="3"/>
<path d="M66 84 V104" stroke="#fff" stroke-width="5" opacity=".4"/>`,
  jar: (t) => `
<rect x="40" y="44" width="120" height="40" rx="10" fill="${t.dark}"/>
<path d="M42 84 H158 V156 Q158 180 134 180 H66 Q42 180 42 156Z" fill="${t.main}"/>
<rect x="62" y="106" width="76" height="44" rx="6" fill="${WHITE}" opacity=".85"/>
<path d="M74 122 H126 M82 136 H118" stroke="${t.dark}" stroke-width="3"/>`,
  pump: (t) => `
<path d="M100 10 H136 V22 H112" fill="none" stroke="${INK}" stroke-width="8"/>
<rect x="92" y="16" width="16" height="30" fill="${INK}"/>
<rect x="80" y="44" width="40" height="18" rx="4" fill="${INK}"/>
<rect x="56" y="60" width="88" height="128" rx="20" fill="${t.main}"/>
<rect x="68" y="98" width="64" height="56" rx="4" fill="${WHITE}" opacity=".85"/>
<path d="M78 116 H122 M86 132 H114" stroke="${t.dark}" stroke-width="3"/>`,
  tube: (t) => `
<g transform="rotate(-24 100 100)">
<path d="M66 28 H134 L126 150 H74Z" fill="${t.main}"/>
<path d="M66 28 H134" stroke="${t.dark}" stroke-width="8"/>
<rect x="80" y="150" width="40" height="36" rx="6" fill="${INK}"/>
<rect x="80" y="66" width="40" height="54" rx="4" fill="${WHITE}" opacity=".8"/>
<path d="M88 84 H112 M90 98 H110" stroke="${t.dark}" stroke-width="3"/></g>`,
  lipstick: (t) => `
<path d="M80 60 V30 Q80 14 100 8 Q120 14 120 26 V60Z" fill="${t.main}"/>
<rect x="74" y="58" width="52" height="40" rx="4" fill="#d4b36a"/>
<rect x="68" y="96" width="64" height="90" rx="8" fill="${INK}"/>
<path d="M86 26 Q92 18 100 16" fill="none" stroke="${t.light}" stroke-width="4"/>
<rect x="68" y="132" width="64" height="6" fill="${t.main}" stroke="none"/>`,
  perfume: (t) => `
<rect x="84" y="14" width="32" height="30" rx="4" fill="#d4b36a"/>
<rect x="92" y="42" width="16" height="14" fill="${METAL}"/>
<rect x="38" y="56" width="124" height="128" rx="16" fill="${t.main}" opacity=".85"/>
<rect x="50" y="68" width="100" height="104" rx="10" fill="${t.light}" opacity=".45" stroke="none"/>
<rect x="70" y="108" width="60" height="28" rx="3" fill="${WHITE}" opacity=".9"/>
<path d="M80 122 H120" stroke="${t.dark}" stroke-width="3"/>`,
  box: (t) => `
<path d="M100 20 L176 56 V144 L100 180 L24 144 V56Z" fill="${t.main}"/>
<path d="M24 56 L100 92 L176 56 M100 92 V180" fill="none" stroke="${t.dark}" stroke-width="4"/>
<path d="M62 38 L138 74 V100" fill="none" stroke="${t.light}" stroke-width="8"/>`,
} satisfies Record<string, Draw>;

export type IconName = keyof typeof PICTOGRAMS;

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
  const edge = mix(backdrop, '#000', 0.08);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="450" viewBox="0 0 600 450" role="img">
<defs><radialGradient id="b" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="${mix(backdrop, '#fff', 0.35)}"/><stop offset="1" stop-color="${edge}"/></radialGradient></defs>
<rect width="600" height="450" fill="url(#b)"/>
<ellipse cx="300" cy="392" rx="168" ry="16" fill="#000" opacity=".1"/>
<g transform="translate(132 48) scale(1.68)" stroke="${tints.dark}" stroke-width="2.6" stroke-linejoin="round" stroke-linecap="round">${PICTOGRAMS[icon](tints)}
</g>
</svg>`;
}
