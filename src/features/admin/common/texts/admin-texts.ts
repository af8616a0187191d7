import type { ZH_CN_TEXTS } from './zh-CN';

/** A catalogue's texts as plain strings (not the Chinese literals), its functions as they are. */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : { readonly [K in keyof T]: Widen<T[K]> };

/** The shape every language's catalogue has: the Chinese one's keys and function signatures. */
export type AdminTexts = Widen<typeof ZH_CN_TEXTS>;
