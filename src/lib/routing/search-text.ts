/**
 * A search parameter that must be text: anything else the router parsed (a number, a list, an
 * object) is no value. For the routes' plain search readers (docs/decisions/0020).
 */
export const textOrNone = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;
