import { Resvg } from '@resvg/resvg-wasm';
import { PICTURE_WIDTH, type Png } from './rasterizer';

/**
 * A drawing's PNG at the pictures' width, once resvg's WebAssembly module is initialised (each
 * runner does that its own way: rasterize-in-node.ts, picture-worker.ts).
 */
export function drawPng(svg: string): Png {
  // asPng copies the file out of WebAssembly's memory into a buffer of its own (transferable).
  return new Resvg(svg, { fitTo: { mode: 'width', value: PICTURE_WIDTH } }).render().asPng() as Png;
}
