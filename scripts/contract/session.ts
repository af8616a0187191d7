/**
 * A signed-in (or anonymous) client of a live API for the contract verifier: real HTTP with
 * node's fetch, a cookie jar per session (the real server's session is the `springBootEcom`
 * cookie), no redirects followed (the keyword search answers 302 with a JSON body).
 */

export interface CallOptions {
  json?: unknown;
  body?: FormData;
}

export interface Answer {
  /** The path below the API base, e.g. `/public/products?pageSize=5`. */
  path: string;
  method: string;
  status: number;
  contentType: string;
  text: string;
  /** The parsed JSON body, when it was JSON. */
  data: unknown;
  response: Response;
}

/** No answer at all: refused, unknown host, timed out, TLS failure ... */
export class Unreachable extends Error {
  override readonly name = 'Unreachable';
  constructor(
    readonly reason: string,
    readonly url: string,
  ) {
    super(`${reason} (${url})`);
  }
}

/** The reason a fetch failed, from undici's `cause` (ECONNREFUSED, ENOTFOUND, a timeout ...). */
export function networkReason(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'timed out';
  const cause = (error as { cause?: { code?: string; message?: string } } | undefined)?.cause;
  if (cause?.code || cause?.message) return [cause.code, cause.message].filter(Boolean).join(' ');
  return error instanceof Error ? error.message : String(error);
}

export class ApiSession {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly name: string,
    private readonly apiBase: string,
    private readonly timeoutMs: number,
  ) {}

  get signedIn(): boolean {
    return this.cookies.size > 0;
  }

  clearCookies(): void {
    this.cookies.clear();
  }

  private keepCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const maxAge = attributes
        .map((a) => /^\s*max-age=(-?\d+)/i.exec(a)?.[1])
        .find((v) => v !== undefined);
      if (!value || (maxAge !== undefined && Number(maxAge) <= 0)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
    if (this.cookies.size)
      headers.set(
        'Cookie',
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      );
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.json);
    } else if (options.body) body = options.body;

    let response: Response;
    try {
      response = await fetch(`${this.apiBase}${path}`, {
        method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new Unreachable(networkReason(error), `${method} ${this.apiBase}${path}`);
    }
    this.keepCookies(response);
    const text = await response.clone().text();
    const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
    let data: unknown;
    if (contentType === 'application/json' || contentType.endsWith('+json')) {
      try {
        data = JSON.parse(text);
      } catch {
        data = undefined;
      }
    }
    return { path, method, status: response.status, contentType, text, data, response };
  }
}
