import { notifications } from '@mantine/notifications';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToastPosition, toast, TOAST_LIMIT } from '@/lib/toast';
import { renderApp, screen } from '../helpers/render-app';

afterEach(() => {
  vi.useRealTimers();
});

/** Lets time pass in small steps, so each timer's follow-up (the exit transition) runs too. */
function wait(ms: number) {
  for (let passed = 0; passed < ms; passed += 100) act(() => vi.advanceTimersByTime(100));
}

describe('toasts', () => {
  it('keep success toasts for 2 s and error and default toasts for 4 s', async () => {
    renderApp('/about');
    await screen.findByRole('navigation', { name: 'Main' });
    // The toast container loads with the first toast; have it in place before time is frozen.
    act(() => {
      toast.info('Warming up');
    });
    await screen.findByText('Warming up');
    act(() => notifications.clean());
    vi.useFakeTimers();
    act(() => {
      toast.success('Saved it');
      toast.error('Broke it');
      toast.info('Noted it');
    });
    // A toast shows once the frame of what raised it is painted (src/lib/toast.ts).
    expect(screen.queryByText('Saved it')).toBeNull();
    wait(100);
    expect(screen.getByText('Saved it')).toBeInTheDocument();
    wait(2500);
    expect(screen.queryByText('Saved it')).toBeNull();
    expect(screen.getByText('Broke it')).toBeInTheDocument();
    expect(screen.getByText('Noted it')).toBeInTheDocument();
    wait(2000);
    expect(screen.queryByText('Broke it')).toBeNull();
    expect(screen.queryByText('Noted it')).toBeNull();
  });

  it('show at most 20 at once', async () => {
    renderApp('/about');
    await screen.findByRole('navigation', { name: 'Main' });
    act(() => {
      for (let i = 0; i < 25; i++) toast.error(`Problem ${i}`);
    });
    expect(TOAST_LIMIT).toBe(20);
    expect(await screen.findByText('Problem 19')).toBeInTheDocument();
    expect(screen.queryByText('Problem 20')).toBeNull();
  });

  it('show markup in a message as text', async () => {
    renderApp('/about');
    await screen.findByRole('navigation', { name: 'Main' });
    act(() => {
      toast.error('<img src=x onerror="alert(1)"> added to the cart');
    });
    expect(
      await screen.findByText('<img src=x onerror="alert(1)"> added to the cart'),
    ).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('appear bottom-center in the admin area', async () => {
    const restore = setToastPosition('bottom-center');
    renderApp('/about');
    await screen.findByRole('navigation', { name: 'Main' });
    act(() => {
      toast.success('Admin saved');
    });
    const message = await screen.findByText('Admin saved');
    expect(message.closest('[data-position]')).toHaveAttribute('data-position', 'bottom-center');
    restore();
  });
});
