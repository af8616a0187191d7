// What scripts/start-servers.ts is given (as JSON in START_SERVERS) and the line it prints once
// every server answers; apart from it, so a config can import them without starting anything.

export interface ServerStep {
  name: string;
  command: string;
  /** A server's address, polled until it answers; none for a command that ends. */
  url?: string;
  env?: Record<string, string>;
  /** Names of the steps this one starts after. */
  after?: string[];
}

export const READY_LINE = 'start-servers: every server answers';
