import { describe, expect, it } from 'vitest';
import { server, useScenario } from '../../mocks/node';
import { allowOffContractResponses } from '../contract/contract-recorder';
import { renderApp, screen, storeSignedIn } from '../helpers/render-app';

describe('the order history', () => {
  it('shows why the orders failed to load, and tries again', async () => {
    await storeSignedIn('user1');
    allowOffContractResponses(); // the scenario's bodies are broken on purpose
    useScenario('malformed-json');
    const { user } = renderApp('/profile/orders');
    expect(
      await screen.findByText('Failed to fetch orders', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByRole('article', { name: /^Order #/ })).length).toBeGreaterThan(0);
  });
});
