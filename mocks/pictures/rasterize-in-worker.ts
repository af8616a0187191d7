import type { PictureAnswer, PictureRequest } from './picture-worker';
import type { Png, RasterizeSvg } from './rasterizer';

let worker: Worker | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve: (png: Png) => void; reject: (e: Error) => void }>();

/** The worker starts with the first picture asked for, not with the mock. */
function pictureWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./picture-worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = ({ data }: MessageEvent<PictureAnswer>) => {
    const caller = waiting.get(data.id);
    waiting.delete(data.id);
    if ('png' in data) caller?.resolve(data.png);
    else caller?.reject(new Error(data.error));
  };
  // A worker that cannot start (its script or the WebAssembly module failed to load) answers
  // nothing: the pictures waiting on it fail now (the mock answers 500, the card shows its
  // placeholder), and the next picture starts a new worker.
  worker.onerror = (event) => {
    event.preventDefault();
    worker?.terminate();
    worker = undefined;
    for (const caller of waiting.values())
      caller.reject(new Error(`the picture worker failed: ${event.message}`));
    waiting.clear();
  };
  return worker;
}

/** Draws in a worker (the in-page mock): the page's main thread only passes messages. */
export const rasterizeInWorker: RasterizeSvg = (svg) =>
  new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    pictureWorker().postMessage({ id, svg } satisfies PictureRequest);
  });
