/**
 * The mock's product pictures are drawn as SVG (../catalogue/pictograms.ts) and served as PNG,
 * as the real server serves its pictures (`default.png`, uploads as PNG or JPEG). A browser
 * handles an SVG `<img>` as a document of its own (built and painted on the page's main
 * thread, several milliseconds each on a phone); twelve of them on a catalogue page were a
 * load a real deployment never has (docs/decisions/0020, "Third pass").
 *
 * Where the drawing becomes pixels depends on where the mock runs: in Node (vitest, the HTTP
 * mock server) directly, in the browser in a worker, off the page's main thread. The entry
 * points set it (mocks/node.ts, mocks/server.ts, mocks/browser.ts).
 */
export type RasterizeSvg = (svg: string) => Promise<Png>;
/** A PNG file's bytes, in a buffer of their own (a response's body). */
export type Png = Uint8Array<ArrayBuffer>;

/** The pictures' width in pixels: the size the app declares for them (`<img width="400" height="300">`). */
export const PICTURE_WIDTH = 400;

let rasterize: RasterizeSvg | undefined;

export function setPictureRasterizer(next: RasterizeSvg): void {
  rasterize = next;
}

/**
 * The last pictures drawn: a page asks for the same dozen again on every visit. Bounded, so a
 * catalogue of tens of thousands of products does not keep them all.
 */
const drawn = new Map<string, Promise<Png>>();
const KEEP = 400;

/** The PNG of a drawing, through the rasterizer the running mock set. */
export function svgToPng(svg: string): Promise<Png> {
  if (!rasterize) throw new Error('The mock has no picture rasterizer (setPictureRasterizer)');
  const kept = drawn.get(svg);
  if (kept) return kept;
  const png = rasterize(svg);
  // A failed drawing is not kept: the next request tries again.
  png.catch(() => drawn.delete(svg));
  if (drawn.size >= KEEP) drawn.delete(drawn.keys().next().value!);
  drawn.set(svg, png);
  return png;
}
