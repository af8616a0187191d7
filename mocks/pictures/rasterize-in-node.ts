import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm } from '@resvg/resvg-wasm';
import { drawPng } from './draw-png';
import type { RasterizeSvg } from './rasterizer';

/**
 * resvg's WebAssembly build, compiled once per process on the first picture. Vitest evaluates
 * this file again for each test file while the library stays loaded: "already initialized" is
 * ready too.
 */
let ready: Promise<void> | undefined;
const load = () =>
  (ready ??= initWasm(
    readFileSync(createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm')),
  ).catch((error: unknown) => {
    if (!String(error).includes('Already initialized')) throw error;
  }));

/** Draws in this process (vitest, the HTTP mock server): about 10 ms a picture. */
export const rasterizeInNode: RasterizeSvg = async (svg) => {
  await load();
  return drawPng(svg);
};
