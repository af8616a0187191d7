/**
 * A catalogue object whose every read goes to the catalogue in use *now*.
 *
 * The admin features keep a part of the catalogue in a module constant (`const S =
 * ADMIN_TEXTS.products`) and read `S.title` while rendering. Each nested object handed out here
 * is a view of a path (`['products']`), not a copy, so the read resolves against whichever
 * language is chosen when it happens; the admin layout re-renders its whole tree when the
 * language changes. Only a string or function read at module load would stay in the first
 * language, so such reads happen while rendering (the back office's language sweep fails on
 * any text that does not switch).
 */
export function liveTexts<T extends object>(current: () => T): T {
  const views = new Map<string, object>();

  const resolve = (path: readonly string[]): Record<string, unknown> =>
    path.reduce<Record<string, unknown>>(
      (node, key) => node[key] as Record<string, unknown>,
      current() as Record<string, unknown>,
    );

  const view = (path: readonly string[]): object => {
    const id = path.join('\u0000');
    const known = views.get(id);
    if (known) return known;
    const created: Record<string, unknown> = new Proxy(
      {},
      {
        get: (_target, key) => {
          if (typeof key !== 'string') return undefined;
          const value = resolve(path)[key];
          // Nested parts stay views; strings and functions are the current language's own.
          return value !== null && typeof value === 'object' ? view([...path, key]) : value;
        },
        has: (_target, key) => key in resolve(path),
        ownKeys: () => Reflect.ownKeys(resolve(path)),
        getOwnPropertyDescriptor: (_target, key): PropertyDescriptor | undefined =>
          typeof key === 'string' && key in resolve(path)
            ? {
                enumerable: true,
                configurable: true,
                writable: false,
                value: created[key as never],
              }
            : undefined,
        set: () => false,
        deleteProperty: () => false,
      },
    );
    views.set(id, created);
    return created;
  };

  return view([]) as T;
}
