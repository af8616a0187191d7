// `npm run build:edge`: the edge worker (src/server/worker.ts) for a production build already
// made (`npm run build`, dist/ or --dir), bundled whole into one module with the build's shells:
// `<dir>-edge/worker.js`, for workerd / Cloudflare Workers (docs/deployment.md). Build it with the
// same VITE_ settings as the build: the app it renders reads them at build time.
//
//   npx tsx scripts/build-edge.ts [--dir dist]
import { parseArgs } from 'node:util';
import { buildEdgeWorker } from './edge/build-worker.ts';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' } } });
const file = await buildEdgeWorker(values.dir!);
console.log(`Edge worker: ${file}`);
