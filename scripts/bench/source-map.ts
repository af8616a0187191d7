import { readFile } from 'node:fs/promises';

/**
 * Where a place in a built file comes from: just enough of the source map format (version 3,
 * Base64 VLQ mappings) to name the source file and function behind a CPU profile's frame. The
 * bench builds with hidden source maps (`.map` files beside the chunks, no comment pointing at
 * them: the page never loads them), so the figures are those of the shipped code.
 */
export interface Origin {
  /** The source file, relative to the project (`src/...`, `node_modules/<package>/...`). */
  source: string;
  /** 1-based line in the source. */
  line: number;
  /** The original name at that place, when the minifier recorded one. */
  name?: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, i) => [char, i]));

/** The numbers of one segment (`AAAA,`) of the mappings. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char)!;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** A segment: generated column, then source index, line and column, and the name's index. */
type Segment = [number, number, number, number, number | undefined];

export class SourceMap {
  private constructor(
    private readonly lines: Segment[][],
    private readonly sources: string[],
    private readonly names: string[],
    private readonly contents: (string[] | null)[],
  ) {}

  static async read(file: string): Promise<SourceMap | null> {
    const text = await readFile(file, 'utf8').catch(() => null);
    if (!text) return null;
    const map = JSON.parse(text) as {
      sources: string[];
      names: string[];
      mappings: string;
      sourcesContent?: (string | null)[];
    };
    const lines: Segment[][] = [];
    let source = 0;
    let sourceLine = 0;
    let sourceColumn = 0;
    let name = 0;
    for (const line of map.mappings.split(';')) {
      let column = 0;
      const segments: Segment[] = [];
      for (const part of line.split(',')) {
        if (!part) continue;
        const values = decodeSegment(part);
        column += values[0]!;
        if (values.length < 4) continue;
        source += values[1]!;
        sourceLine += values[2]!;
        sourceColumn += values[3]!;
        if (values.length > 4) name += values[4]!;
        segments.push([
          column,
          source,
          sourceLine,
          sourceColumn,
          values.length > 4 ? name : undefined,
        ]);
      }
      lines.push(segments);
    }
    const sources = map.sources.map((s) => s.replace(/^(\.\.\/)+/, '').replace(/^\/?/, ''));
    const contents = sources.map((_, i) => map.sourcesContent?.[i]?.split('\n') ?? null);
    return new SourceMap(lines, sources, map.names, contents);
  }

  /** The origin of 0-based `line` and `column` of the built file (the segment at or before it). */
  originOf(line: number, column: number): Origin | null {
    const segments = this.lines[line];
    if (!segments?.length) return null;
    let low = 0;
    let high = segments.length - 1;
    let found = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (segments[mid]![0] <= column) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    const segment = segments[Math.max(found, 0)]!;
    const text = this.contents[segment[1]]?.[segment[2]] ?? '';
    // A function's start rarely carries its name: read it from the source line there.
    const named =
      /function\*?\s+([\w$]+)/.exec(text) ??
      /([\w$]+)\s*(?:=|:)\s*(?:async\s*)?(?:function\b|\([^)]*\)\s*=>|[\w$]+\s*=>)/.exec(text) ??
      /^\s*(?:async\s+)?([\w$]+)\s*\([^)]*\)\s*\{/.exec(text);
    return {
      source: this.sources[segment[1]] ?? '?',
      line: segment[2] + 1,
      name: (segment[4] === undefined ? undefined : this.names[segment[4]]) ?? named?.[1],
    };
  }
}
