/** A load started at most once at a time, whose result is kept; see {@link loadOnce}. */
export interface LoadOnce<T> {
  (): Promise<T>;
  /** What the load gave, once it has: read in a render, where a promise would suspend. */
  loaded: () => T | undefined;
}

/**
 * A load (a lazy part's code, a third party's script) shared by every caller: started at the
 * first call, its promise handed to every later one. One that failed (the network gone for a
 * moment, a deploy that replaced the chunk) is started again at the next call, instead of
 * leaving for good a control that never opens.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined;
  let result: { value: T } | undefined;
  const start = () =>
    (loading ??= load().then(
      (value) => {
        result = { value };
        return value;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(start, { loaded: () => result?.value });
}
