import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrating } from '@/lib/hydration';
import { endPageHydration, startPageHydration } from '@/start-up/page-hydration';

function Shows() {
  return <p>{useHydrating() ? 'as built' : 'as the browser knows'}</p>;
}

/**
 * A built page's parts that read `useHydrating` render as the build did until the hydration
 * ends, in a task after its commit (src/start-up/built-page.ts, src/app/app.tsx), and a part rendered in the
 * browser alone renders the browser's value at once.
 */
describe('useHydrating', () => {
  it('renders as built on the server', () => {
    expect(renderToString(<Shows />)).toContain('as built');
  });

  it("renders the browser's value at once when no built page is hydrating", () => {
    render(<Shows />);
    expect(screen.getByText('as the browser knows')).toBeInTheDocument();
  });

  it('keeps the built value until the page hydration ends, then renders the browser value', async () => {
    startPageHydration();
    render(<Shows />);
    expect(screen.getByText('as built')).toBeInTheDocument();
    await act(() => endPageHydration());
    expect(screen.getByText('as the browser knows')).toBeInTheDocument();
    // Ended once: a part rendered later renders the browser's value at once.
    render(<Shows />);
    expect(screen.getAllByText('as the browser knows')).toHaveLength(2);
  });
});
