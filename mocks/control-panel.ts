import {
  OPTIONAL_OPERATIONS,
  serverOfferings,
  type Offering,
  type OptionalOperation,
} from '@/api/server-capabilities';
import { scenarioNames, scenarios, type ScenarioName } from './scenarios';

const OPERATION_LABELS: Record<OptionalOperation, string> = {
  statistics: 'Statistics',
  adminOrders: 'Admin orders',
  adminUsers: 'Admin users',
  ownOrders: 'Shopper orders',
  reviews: 'Reviews',
};

/**
 * What the app has learnt the server offers (src/api/server-capabilities.ts), kept current: with
 * the course-server scenario the optional operations turn "not offered" as the app meets them.
 */
function offeringsList(hybrid: boolean): HTMLElement {
  const section = document.createElement('div');
  section.setAttribute('aria-label', 'What the server offers');
  section.style.cssText = 'margin:8px 0;color:#495057';
  const render = () => {
    const known = serverOfferings.get();
    section.replaceChildren(
      Object.assign(document.createElement('strong'), {
        textContent: hybrid ? 'Answered by (hybrid mode)' : 'Server offers',
      }),
      ...OPTIONAL_OPERATIONS.map((operation) =>
        Object.assign(document.createElement('div'), {
          textContent: `${OPERATION_LABELS[operation]}: ${describe(known[operation], hybrid)}`,
        }),
      ),
    );
  };
  render();
  serverOfferings.subscribe(render);
  return section;
}

/**
 * A small floating panel to switch mock scenarios and reset the data. Plain DOM on purpose: it
 * is part of the mock bundle only and must not depend on (or restyle) the app.
 */
/** In hybrid mode an operation is the server's until it is found missing or listed as mocked. */
function describe(offering: Offering | undefined, hybrid: boolean): string {
  if (offering === 'mocked') return 'mock (msw)';
  if (offering === 'not-offered')
    return hybrid ? 'not offered: mock from the next call' : 'not offered';
  if (hybrid) return 'server';
  return offering === 'offered' ? 'offered' : 'not asked yet';
}

export function mountMockPanel(options: {
  /** Hybrid mode: the list says which operations the mock answers and which the server. */
  hybrid: boolean;
  scenario: ScenarioName | null;
  onScenario: (name: ScenarioName | null) => void;
  onReset: () => void;
}): void {
  const root = document.createElement('div');
  root.setAttribute('data-mock-panel', '');
  root.style.cssText =
    'position:fixed;left:12px;bottom:12px;z-index:2147483000;font:13px system-ui,sans-serif;color:#1a1b1e';

  const toggle = document.createElement('button');
  toggle.type = 'button';
  // A small round button, so it does not cover the page (the checkout's Back button sits there).
  toggle.textContent = 'M';
  toggle.title = options.scenario ? `Mock API: ${options.scenario}` : 'Mock API';
  toggle.setAttribute('aria-label', toggle.title);
  toggle.setAttribute('aria-expanded', 'false');
  toggle.style.cssText = `border:0;border-radius:999px;width:32px;height:32px;font-weight:700;cursor:pointer;box-shadow:0 2px 8px rgba(0,0,0,.25);color:#fff;background:${options.scenario ? '#e8590c' : '#495057'}`;

  const box = document.createElement('div');
  box.hidden = true;
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-label', 'Mock API controls');
  box.style.cssText =
    'margin-bottom:8px;width:280px;padding:12px;border-radius:8px;background:#fff;box-shadow:0 4px 16px rgba(0,0,0,.25)';

  const label = document.createElement('label');
  label.textContent = 'Scenario';
  label.style.cssText = 'display:block;font-weight:600;margin-bottom:4px';
  const select = document.createElement('select');
  select.style.cssText = 'width:100%;padding:4px';
  label.append(select);
  const none = new Option('Normal (no failures)', 'none');
  select.append(none, ...scenarioNames.map((name) => new Option(scenarios[name].label, name)));
  select.value = options.scenario ?? 'none';

  const description = document.createElement('p');
  description.style.cssText = 'margin:8px 0;color:#495057';
  const describe = () => {
    description.textContent =
      select.value === 'none'
        ? 'Every call answers from the seeded mock shop.'
        : scenarios[select.value as ScenarioName].description;
  };
  describe();
  select.addEventListener('change', () => {
    describe();
    options.onScenario(select.value === 'none' ? null : (select.value as ScenarioName));
  });

  const reset = document.createElement('button');
  reset.type = 'button';
  reset.textContent = 'Reset data to the seed';
  reset.style.cssText = 'width:100%;padding:6px;cursor:pointer';
  reset.addEventListener('click', () => {
    if (confirm('Reset the mock shop? Orders, users and edits made in this browser are lost.'))
      options.onReset();
  });

  toggle.addEventListener('click', () => {
    box.hidden = !box.hidden;
    toggle.setAttribute('aria-expanded', String(!box.hidden));
  });

  box.append(label, description, offeringsList(options.hybrid), reset);
  root.append(box, toggle);
  document.body.append(root);
}
