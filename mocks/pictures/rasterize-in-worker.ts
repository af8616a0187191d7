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
  return worker;
}

/** Draws in a worker (the in-page mock): the page's main thread only passes messages. */
export const rasterizeInWorker: RasterizeSvg = (svg) =>
  new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { resolve, reject });
    pictureWorker().postMessage({ id, svg } satisfies PictureRequest);
  });
