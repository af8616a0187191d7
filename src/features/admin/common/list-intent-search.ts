import * as z from 'zod/mini';

/**
 * The URL parameters with which a link asks a back-office list to act on arrival (the command
 * palette's links): `?q=` is the list's search text (it stays in the URL, like the list's other
 * parameters: list-search-schema.ts), `?open=<id>` opens that row's dialog, `?create=true` the
 * create dialog. The routes validate their search with it, so it is part of the route tree every
 * page loads first: this module imports only zod, and what the lists do with it lives in
 * list-intent.ts. Each field falls back on its own: a hand-edited URL just shows the list.
 */
/** The fields, built when a list's schema is first used (zod/mini builds a schema eagerly). */
export const listIntentFields = () => ({
  // The router parses `?q=123` as the number 123: read numbers back as text.
  q: z.catch(
    z.optional(
      z.pipe(
        z.union([z.string(), z.pipe(z.number(), z.transform(String))]),
        // Blank is no search: `?q=` and `?q=%20` are the whole list.
        z.transform((v: string) => v.trim().slice(0, 200) || undefined),
      ),
    ),
    undefined,
  ),
  open: z.catch(z.optional(z.pipe(z.coerce.number(), z.int())), undefined),
  create: z.catch(z.optional(z.boolean()), undefined),
});

export type ListIntent = z.infer<z.ZodMiniObject<ReturnType<typeof listIntentFields>>>;
