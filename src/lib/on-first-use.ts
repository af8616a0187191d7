/**
 * A value built on its first use and kept: for the zod schemas of stored values and addresses.
 * zod builds a schema eagerly, and building the few that start-up would meet costs a phone tens
 * of milliseconds of the task that evaluates the app's code (docs/decisions/0020), while a first
 * visit, with nothing stored, never parses anything.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}
