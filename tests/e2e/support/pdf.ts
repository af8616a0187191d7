import { inflateSync } from 'node:zlib';

/**
 * Just enough of PDF to check what Chromium's `page.pdf()` printed: how many pages, and the text
 * on them. Chromium writes text as glyph codes of embedded fonts; each font's ToUnicode map turns
 * them back into characters.
 */

interface PdfObject {
  dict: string;
  stream: string | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of source.matchAll(/(\d+) 0 obj\b([\s\S]*?)\bendobj/g)) {
    const body = match[2]!;
    const start = body.indexOf('stream');
    if (start < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, start);
    const raw = body.slice(start + 'stream'.length, body.lastIndexOf('endstream'));
    const bytes = Buffer.from(raw.replace(/^\r?\n/, ''), 'latin1');
    let stream: string;
    try {
      stream = /\/FlateDecode/.test(dict)
        ? inflateSync(bytes).toString('latin1')
        : bytes.toString('latin1');
    } catch {
      stream = ''; // a stream this reader cannot open (an image) holds no text
    }
    objects.set(Number(match[1]), { dict, stream });
  }
  return objects;
}

/** The page objects (`/Type /Page`, not the `/Pages` tree above them). */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

const hexToText = (hex: string) =>
  String.fromCodePoint(
    ...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)).filter(Boolean),
  );

/** A ToUnicode CMap: glyph code (hex, upper case) → text. */
function readCMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const pair of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(pair[1]!.toUpperCase(), hexToText(pair[2]!));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const range of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    )) {
      const width = range[1]!.length;
      const first = Number.parseInt(range[1]!, 16);
      const last = Number.parseInt(range[2]!, 16);
      const base = Number.parseInt(range[3]!, 16);
      for (let code = first; code <= last; code++)
        map.set(
          code.toString(16).toUpperCase().padStart(width, '0'),
          String.fromCodePoint(base + code - first),
        );
    }
  return map;
}

/** The text of every page, runs of one text-showing operator joined without spaces. */
export function pdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const cmapOfFont = new Map<number, Map<string, string>>();
  for (const [id, object] of objects) {
    const ref = /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(object.dict)?.[1];
    const cmap = ref ? objects.get(Number(ref))?.stream : null;
    if (cmap) cmapOfFont.set(id, readCMap(cmap));
  }
  // Resource names (`/f-0-0`) of the fonts, from every font dictionary of the document.
  const fontByName = new Map<string, Map<string, string>>();
  for (const object of objects.values())
    for (const fonts of object.dict.matchAll(/\/Font\s*<<([\s\S]*?)>>/g))
      for (const entry of fonts[1]!.matchAll(/\/([^\s/<>[\]()]+)\s+(\d+)\s+0\s+R/g)) {
        const cmap = cmapOfFont.get(Number(entry[2]));
        if (cmap) fontByName.set(entry[1]!, cmap);
      }

  const runs: string[] = [];
  for (const object of objects.values()) {
    if (!object.stream || !/\bBT\b/.test(object.stream)) continue;
    let font: Map<string, string> | undefined;
    const tokens = object.stream.matchAll(
      /\/([^\s/<>[\]()]+)\s+[\d.]+\s+Tf|\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g,
    );
    for (const token of tokens) {
      if (token[1]) {
        font = fontByName.get(token[1]);
        continue;
      }
      const hexes = token[2]
        ? [...token[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!)
        : [token[3]!];
      const width = font ? ([...font.keys()][0]?.length ?? 4) : 4;
      runs.push(
        hexes
          .map((hex) =>
            (hex.toUpperCase().match(new RegExp(`.{${width}}`, 'g')) ?? [])
              .map((code) => font?.get(code) ?? '')
              .join(''),
          )
          .join(''),
      );
    }
  }
  return runs.join('\n');
}
