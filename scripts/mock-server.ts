// `npm run mock:server`: the mock backend over real HTTP on localhost (default port 8080, the real
// API's port, so `vite --mode real` can proxy to it). Options:
//   --port N             (0: a free port; also MOCK_PORT; default 8080)
//   --host H             (default 127.0.0.1)
//   --scenario NAME      (a failure set of mocks/scenarios.ts; `course-server` plays the public
//                        course server, which lacks statistics, admin orders and users and the
//                        shopper's order list: `npm run mock:server:course`, with --quirks)
//   --quirks             answer like the real backend where it is odd (mocks/quirks/; also
//                        MOCK_QUIRKS=1)
//   --allowed-origin URL repeatable or comma-separated: the origins given CORS with credentials
//                        (also MOCK_ALLOWED_ORIGINS; default http://localhost:5173 and
//                        http://localhost:3000); any other Origin gets 403 "Invalid CORS request"
//   --control            serve the control endpoints POST /__mock/reset, /__mock/scenario?name=,
//                        /__mock/quirks?on= (also MOCK_CONTROL=1; default off: 404)
//   --image-base-url U   where GET /public/products's picture URLs point, like the real server's
//                        image.base.url (also MOCK_IMAGE_BASE_URL; default http://<host>:<port>/api/images,
//                        never the Host a request came with)
//   --products N         a shop of N products (buildSeed({ products: N }); also MOCK_PRODUCTS),
//                        which every reset returns to; default the seeded shop's
import { parseArgs } from 'node:util';
import { BODY_LIMITS, DEFAULT_ALLOWED_ORIGINS, startMockHttpServer } from '../mocks/server';
import { quirkList } from '../mocks/quirks';
import { resetDatabase } from '../mocks/db/database';
import { buildSeed } from '../mocks/db/seed';
import { isScenarioName, scenarioNames } from '../mocks/scenarios';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MOCK_PORT ?? '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    scenario: { type: 'string' },
    quirks: { type: 'boolean', default: process.env.MOCK_QUIRKS === '1' },
    'allowed-origin': { type: 'string', multiple: true },
    control: { type: 'boolean', default: process.env.MOCK_CONTROL === '1' },
    'image-base-url': { type: 'string', default: process.env.MOCK_IMAGE_BASE_URL },
    products: { type: 'string', default: process.env.MOCK_PRODUCTS },
  },
});

if (values.products !== undefined) {
  const products = Number(values.products);
  if (!Number.isSafeInteger(products) || products < 0) {
    console.error(`--products "${values.products}" is not a number of products`);
    process.exit(2);
  }
  resetDatabase(buildSeed({ products }));
}

const allowedOrigins = (
  values['allowed-origin'] ??
  (process.env.MOCK_ALLOWED_ORIGINS ? [process.env.MOCK_ALLOWED_ORIGINS] : [])
)
  .flatMap((value) => value.split(','))
  .map((value) => value.trim())
  .filter(Boolean);
for (const origin of allowedOrigins) {
  if (!/^https?:\/\/[^/]+$/.test(origin.replace(/\/+$/, ''))) {
    console.error(`--allowed-origin "${origin}" is not an origin (scheme://host[:port])`);
    process.exit(2);
  }
}

if (values.scenario && !isScenarioName(values.scenario)) {
  console.error(`Unknown scenario "${values.scenario}". Known: ${scenarioNames.join(', ')}`);
  process.exit(2);
}

const mock = await startMockHttpServer({
  port: Number(values.port),
  host: values.host,
  scenario: isScenarioName(values.scenario) ? values.scenario : null,
  quirks: values.quirks,
  allowedOrigins: allowedOrigins.length ? allowedOrigins : DEFAULT_ALLOWED_ORIGINS,
  control: values.control,
  imageBaseUrl: values['image-base-url'],
});
if (values.quirks)
  console.log(`Quirks mode (mocks/quirks/): ${quirkList.map((quirk) => quirk.name).join(', ')}`);
console.log(
  `CORS with credentials for ${(allowedOrigins.length ? allowedOrigins : DEFAULT_ALLOWED_ORIGINS).join(', ')} (any other Origin: 403)`,
);
console.log(
  `Bodies: JSON as application/json up to ${BODY_LIMITS.json / 1024 / 1024} MB, the image upload as multipart/form-data up to ${BODY_LIMITS.upload / 1024 / 1024} MB`,
);
console.log(`Mock API listening on ${mock.url}/api (users: user1/password1, admin/adminPass)`);
console.log(
  `Picture URLs of the product list: ${values['image-base-url'] ?? `${mock.url}/api/images`}/<name>`,
);
console.log(
  values.control
    ? `Steer it: POST ${mock.url}/__mock/scenario?name=<${scenarioNames.join('|')}|none>, POST ${mock.url}/__mock/quirks?on=<1|0>, POST ${mock.url}/__mock/reset`
    : 'Control endpoints off (--control or MOCK_CONTROL=1 to steer it over HTTP)',
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void mock.close().then(() => process.exit(0)));
}
