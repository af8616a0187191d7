/// <reference lib="webworker" />
import { initWasm } from '@resvg/resvg-wasm';
import wasmUrl from '@resvg/resvg-wasm/index_bg.wasm?url';
import { drawPng } from './draw-png';
import type { Png } from './rasterizer';

// The in-page mock's pictures are drawn here, off the page's main thread (rasterize-in-worker.ts).
// The WebAssembly module comes from the build's own assets: nothing is fetched from elsewhere.
const ready = initWasm(fetch(wasmUrl));

export interface PictureRequest {
  id: number;
  svg: string;
}
export type PictureAnswer = { id: number; png: Png } | { id: number; error: string };

self.onmessage = async ({ data }: MessageEvent<PictureRequest>) => {
  try {
    await ready;
    const png = drawPng(data.svg);
    self.postMessage({ id: data.id, png } satisfies PictureAnswer, [png.buffer]);
  } catch (error) {
    self.postMessage({ id: data.id, error: String(error) } satisfies PictureAnswer);
  }
};
