/**
 * The session's query keys. Everything that reads or writes the session in the query cache
 * names these, so an update cannot miss it.
 */
export const sessionKeys = {
  /** The signed-in user (checked with the server), or null. */
  all: ['session'] as const,
  /** The back office's own check, made fresh on entering /admin. */
  verified: () => [...sessionKeys.all, 'verified'] as const,
};
