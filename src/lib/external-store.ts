import { useSyncExternalStore } from 'react';

/**
 * The one small store the app keeps outside React's tree (the cart, the checkout's choices, the
 * live page title): a value, its listeners, and hooks that read it with `useSyncExternalStore`,
 * so every reader sees the same value in the same render.
 */
export interface ExternalStore<T> {
  get: () => T;
  /** Replaces the value and tells every listener. */
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
  /** The whole value, re-rendering on every change. */
  use: () => T;
  /**
   * A part of the value, re-rendering only when that part changes. The selector must return the
   * same value (or object) for the same state, e.g. a field or a number.
   */
  useSelect: <S>(select: (state: T) => S) => S;
}

/**
 * `prerendered`: the value the build's HTML was rendered with (a store read from the browser's
 * storage is empty there); React reads it while hydrating that HTML, then the real value.
 */
export function createExternalStore<T>(initial: T, prerendered: T = initial): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const get = () => value;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get,
    set: (next) => {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe,
    use: () => useSyncExternalStore(subscribe, get, () => prerendered),
    useSelect: (select) =>
      useSyncExternalStore(
        subscribe,
        () => select(value),
        () => select(prerendered),
      ),
  };
}
