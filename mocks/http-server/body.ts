import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_SECURITY_HEADERS } from './wire';

/** The most a request body may carry, counted while it arrives (413 above). */
export const BODY_LIMITS = { json: 1024 * 1024, upload: 2 * 1024 * 1024 } as const;

const isUploadPath = (path: string) => /^\/api\/products\/[^/]+\/image$/.test(path);

/** The media type a body must have on this path, and its size limit. */
export const expectedBody = (path: string) =>
  isUploadPath(path)
    ? { type: 'multipart/form-data', limit: BODY_LIMITS.upload, upload: true }
    : { type: 'application/json', limit: BODY_LIMITS.json, upload: false };

export const mediaType = (req: IncomingMessage) =>
  (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

export const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

type BodyRead = { body: Buffer | undefined } | { tooLarge: true };

/** Reads the body, stopping (without reading the rest) as soon as it passes `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyRead> {
  if (Number(req.headers['content-length'] ?? 0) > limit)
    return Promise.resolve({ tooLarge: true });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        done();
        req.pause();
        resolve({ tooLarge: true });
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      done();
      resolve({ body: chunks.length ? Buffer.concat(chunks) : undefined });
    };
    const onError = (error: Error) => {
      done();
      reject(error);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/**
 * How much of a refused body is still read (and dropped) before the connection is closed, so the
 * close is clean: at most this many bytes, for at most this long. A client that sends more, or
 * more slowly, is cut off (Tomcat's maxSwallowSize is the same idea).
 */
const REFUSED_BODY_DRAIN = { maxBytes: 16 * 1024 * 1024, maxMs: 30_000 } as const;

/**
 * Refuses a request before its body was read (a wrong type, too large) and closes the connection
 * cleanly. The answer (with its length, and `Connection: close`) goes out at once, but the exchange
 * ends only once the rest of the body has been read and dropped: a socket closed with unread data
 * in it makes the kernel answer with a reset (RST), and a reset can throw away the answer before
 * the client has read it (a 3 MB body sent through a pipe on a loaded machine got a reset, not
 * the 413). Past REFUSED_BODY_DRAIN the connection is closed whatever remains.
 */
export function refuseUnreadBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string>,
) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...API_SECURITY_HEADERS,
    ...extra,
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    connection: 'close',
  });
  res.write(text);
  let dropped = 0;
  const finish = () => {
    clearTimeout(timer);
    req.off('data', onData);
    if (!res.writableEnded) res.end();
  };
  const onData = (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > REFUSED_BODY_DRAIN.maxBytes) finish();
  };
  const timer = setTimeout(finish, REFUSED_BODY_DRAIN.maxMs);
  timer.unref();
  req.on('data', onData);
  req.once('end', finish);
  req.once('error', finish);
  req.once('close', finish);
  req.resume();
}
