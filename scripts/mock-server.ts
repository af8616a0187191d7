// `npm run mock:server`: the mock backend over real HTTP on localhost (default port 8080, the real
// API's port, so `vite --mode real` can proxy to it). Options: --port N (0: a free port),
// --scenario NAME, --quirks (answer like the real backend where it is odd: mocks/quirks.ts).
import { parseArgs } from 'node:util';
import { startMockHttpServer } from '../mocks/server';
import { quirkList } from '../mocks/quirks';
import { isScenarioName, scenarioNames } from '../mocks/scenarios';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MOCK_PORT ?? '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    scenario: { type: 'string' },
    quirks: { type: 'boolean', default: process.env.MOCK_QUIRKS === '1' },
  },
});

if (values.scenario && !isScenarioName(values.scenario)) {
  console.error(`Unknown scenario "${values.scenario}". Known: ${scenarioNames.join(', ')}`);
  process.exit(2);
}

const mock = await startMockHttpServer({
  port: Number(values.port),
  host: values.host,
  scenario: isScenarioName(values.scenario) ? values.scenario : null,
  quirks: values.quirks,
});
if (values.quirks)
  console.log(`Quirks mode (mocks/quirks.ts): ${quirkList.map((quirk) => quirk.name).join(', ')}`);
console.log(`Mock API listening on ${mock.url}/api (users: user1/password1, admin/adminPass)`);
console.log(
  `Steer it: ${mock.url}/__mock/scenario?name=<${scenarioNames.join('|')}|none>, ${mock.url}/__mock/quirks?on=<1|0>, ${mock.url}/__mock/reset`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void mock.close().then(() => process.exit(0)));
}
