// `npm run mock:server`: the mock backend over real HTTP on localhost (default port 8080, the real
// API's port, so `vite --mode real` can proxy to it). Options: --port N (0: a free port),
// --scenario NAME, --quirks (answer like the real backend where it is odd: mocks/quirks.ts),
// --allowed-origin URL (repeatable or comma-separated: the origins given CORS with credentials;
// default http://localhost:5173 and http://localhost:3000; in quirks mode any other Origin gets
// 403 "Invalid CORS request"; also MOCK_ALLOWED_ORIGINS).
import { parseArgs } from 'node:util';
import { DEFAULT_ALLOWED_ORIGINS, startMockHttpServer } from '../mocks/server';
import { quirkList } from '../mocks/quirks';
import { isScenarioName, scenarioNames } from '../mocks/scenarios';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MOCK_PORT ?? '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    scenario: { type: 'string' },
    quirks: { type: 'boolean', default: process.env.MOCK_QUIRKS === '1' },
    'allowed-origin': { type: 'string', multiple: true },
  },
});

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
});
if (values.quirks)
  console.log(`Quirks mode (mocks/quirks.ts): ${quirkList.map((quirk) => quirk.name).join(', ')}`);
console.log(
  `CORS with credentials for ${(allowedOrigins.length ? allowedOrigins : DEFAULT_ALLOWED_ORIGINS).join(', ')}` +
    (values.quirks ? ' (any other Origin: 403)' : ''),
);
console.log(`Mock API listening on ${mock.url}/api (users: user1/password1, admin/adminPass)`);
console.log(
  `Steer it: ${mock.url}/__mock/scenario?name=<${scenarioNames.join('|')}|none>, ${mock.url}/__mock/quirks?on=<1|0>, ${mock.url}/__mock/reset`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void mock.close().then(() => process.exit(0)));
}
