import { act, fireEvent, waitFor } from '@testing-library/react';
import { useEffect, useState, useSyncExternalStore, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyEvents } from '@/start-up/early-events-replay';
import { HydrateApart } from '@/start-up/hydrate-apart';
import { EARLY_EVENTS_GLOBAL, startEarlyCapture } from '@/start-up/early-events-capture';

/**
 * What a person does on a built page before the app runs (src/start-up/early-events-capture.ts)
 * is carried out once the app has hydrated (src/start-up/early-events-replay.ts): here a page rendered to
 * HTML as the build does, acted on, then hydrated by React and replayed. (The same in Chromium,
 * throttled, at first paint: tests/e2e/quality/early-interaction.spec.ts.)
 */

const sent: string[] = [];
const left: string[] = [];

function Page() {
  const [taps, setTaps] = useState(0);
  const [email, setEmail] = useState('');
  const [agreed, setAgreed] = useState(false);
  const send = (event: FormEvent) => {
    event.preventDefault();
    sent.push(email);
  };
  return (
    <main>
      <p>Taps: {taps}</p>
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        Add to Cart
      </button>
      <label>
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />{' '}
        Agree
      </label>
      <p>Agreed: {String(agreed)}</p>
      <form onSubmit={send} method="post" aria-label="Sign in">
        <input
          aria-label="Email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          onBlur={() => left.push(email)}
        />
        <p>Email: [{email}]</p>
        <button type="submit">Send</button>
      </form>
    </main>
  );
}

let root: Root | undefined;

function builtPage() {
  document.body.innerHTML = `<div id="root">${renderToString(<Page />)}</div>`;
  startEarlyCapture(document);
  return document.getElementById('root')!;
}

async function hydrateAndReplay(container: HTMLElement) {
  await act(async () => {
    root = hydrateRoot(container, <Page />);
  });
  await act(() => replayEarlyEvents());
}

const text = (pattern: RegExp) => document.body.textContent!.match(pattern)?.[0];

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  // The capture listens on the document, which the next test files of this worker share
  // (vitest.config.ts: isolate false): one left listening kept every later file's taps and
  // form sendings from React (admin layout, header menus and the register form failed, by the
  // order the files happened to run in).
  window[EARLY_EVENTS_GLOBAL]?.stop();
  delete window[EARLY_EVENTS_GLOBAL];
  document.body.innerHTML = '';
  sent.length = 0;
  left.length = 0;
});

describe('what a person does before the app runs', () => {
  it('is carried out once the app has hydrated: taps, typing, a field left, a form sent once', async () => {
    const container = builtPage();
    const button = container.querySelector('button[type="button"]')!;
    fireEvent.click(button);
    fireEvent.click(button);
    const email = container.querySelector<HTMLInputElement>('input[aria-label="Email"]')!;
    fireEvent.input(email, { target: { value: 'ann@example.com' } });
    fireEvent.focusOut(email);
    const form = container.querySelector('form')!;
    // Sent twice before the app runs; never natively.
    expect(fireEvent.submit(form)).toBe(false);
    expect(fireEvent.submit(form)).toBe(false);
    // A tap on the checkbox leaves it as it was until the replay.
    const checkbox = container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    fireEvent.click(checkbox);
    expect(checkbox.checked).toBe(false);

    await hydrateAndReplay(container);

    expect(text(/Taps: \d+/)).toBe('Taps: 2');
    expect(text(/Email: \[[^\]]*\]/)).toBe('Email: [ann@example.com]');
    expect(left).toEqual(['ann@example.com']);
    expect(sent).toEqual(['ann@example.com']);
    expect(text(/Agreed: (true|false)/)).toBe('Agreed: true');
    expect(checkbox.checked).toBe(true);
  });

  it('is carried out once: what the app answers afterwards is its own', async () => {
    const container = builtPage();
    fireEvent.click(container.querySelector('button[type="button"]')!);
    await hydrateAndReplay(container);
    expect(text(/Taps: \d+/)).toBe('Taps: 1');
    // The capture has stopped: a later tap is React's alone, counted once.
    fireEvent.click(container.querySelector('button[type="button"]')!);
    expect(text(/Taps: \d+/)).toBe('Taps: 2');
    await act(() => replayEarlyEvents());
    expect(text(/Taps: \d+/)).toBe('Taps: 2');
  });

  it('finds the element again when the page was rendered afresh, and drops what is gone', async () => {
    const container = builtPage();
    fireEvent.click(container.querySelector('button[type="button"]')!);
    fireEvent.input(container.querySelector('input[aria-label="Email"]')!, {
      target: { value: 'bob@example.com' },
    });
    // The app renders the page anew (a filtered address, say): new elements, the same labels.
    container.innerHTML = renderToString(<Page />);
    await hydrateAndReplay(container);
    expect(text(/Taps: \d+/)).toBe('Taps: 1');
    expect(text(/Email: \[[^\]]*\]/)).toBe('Email: [bob@example.com]');

    // A tap on something the new page does not have is dropped.
    act(() => root?.unmount());
    const other = builtPage();
    fireEvent.click(other.querySelector('button[type="button"]')!);
    other.innerHTML = '<main><p>Taps: 0</p></main>';
    await act(() => replayEarlyEvents());
    expect(text(/Taps: \d+/)).toBe('Taps: 0');
  });

  it('from the first effect of a page in parts: every part hydrated, the tap in an inner one answered, the count in another shown', async () => {
    // A cart as the app's is: a store outside React, read by the header's count.
    let inCart = 0;
    const listeners = new Set<() => void>();
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    const add = () => {
      inCart += 1;
      for (const listener of listeners) listener();
    };
    function Count() {
      const count = useSyncExternalStore(
        subscribe,
        () => inCart,
        () => 0,
      );
      return <p>In cart: {count}</p>;
    }
    // As the app does (src/app/app.tsx): the replay starts in the root's first effect.
    function PartedPage() {
      useEffect(() => void replayEarlyEvents(), []);
      return (
        <>
          <HydrateApart>
            <header>
              <Count />
            </header>
          </HydrateApart>
          <HydrateApart>
            <main>
              <HydrateApart>
                <button type="button" onClick={add}>
                  Add to Cart
                </button>
              </HydrateApart>
            </main>
          </HydrateApart>
        </>
      );
    }
    document.body.innerHTML = `<div id="root">${renderToString(<PartedPage />)}</div>`;
    startEarlyCapture(document);
    const container = document.getElementById('root')!;
    const button = container.querySelector('button')!;
    fireEvent.click(button);
    fireEvent.click(button);
    expect(inCart).toBe(0);

    await act(async () => {
      root = hydrateRoot(container, <PartedPage />);
    });

    await waitFor(() => expect(text(/In cart: \d+/)).toBe('In cart: 2'));
    // Hydrated, not drawn again: the built button is the one React answers now.
    expect(container.querySelector('button')).toBe(button);
    fireEvent.click(button);
    expect(text(/In cart: \d+/)).toBe('In cart: 3');
  });

  it('leaves links alone: they navigate from the first paint', () => {
    document.body.innerHTML = '<div id="root"><a href="#elsewhere">Products</a></div>';
    const capture = startEarlyCapture(document);
    fireEvent.click(document.querySelector('a')!);
    expect(capture.events).toEqual([]);
  });
});
