import type { IncomingMessage } from 'node:http';

/**
 * The most a site form's body may be. A message of 5,000 Ethiopic letters is 15 KB of UTF-8 and three
 * times that percent-encoded (45 KB); decoding only ever shortens it, so the fields read from a body
 * under this limit are under it too.
 */
export const FORM_BODY_MAX_BYTES = 64 * 1024;
/** A person's form arrives in one go; a body still trickling in after this is not worth waiting for. */
export const FORM_BODY_TIMEOUT_MS = 10_000;

export type FormBody = { ok: true; fields: URLSearchParams } | { ok: false; status: 408 | 413 | 415 | 400 };

/** The media type of a Content-Type header, without its parameters and case. */
const mediaType = (header: string | undefined) => (header ?? '').split(';', 1)[0]?.trim().toLowerCase();

/**
 * A plain HTML form's body (`application/x-www-form-urlencoded`, what a browser sends without scripts),
 * read up to `maxBytes` and within `timeoutMs`: a larger body is refused from its Content-Length or as
 * soon as it passes the limit, a slow one when the time is up, and neither is read further.
 */
export function readFormBody(
  request: IncomingMessage,
  { maxBytes = FORM_BODY_MAX_BYTES, timeoutMs = FORM_BODY_TIMEOUT_MS } = {},
): Promise<FormBody> {
  if (mediaType(request.headers['content-type']) !== 'application/x-www-form-urlencoded') {
    request.resume();
    return Promise.resolve({ ok: false, status: 415 });
  }
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve({ ok: false, status: 413 });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (body: FormBody) => {
      clearTimeout(timer);
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      resolve(body);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        finish({ ok: false, status: 413 });
        // Nothing more of it is read: the answer goes out and the connection closes behind it.
        request.pause();
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      finish({ ok: true, fields: new URLSearchParams(text) });
    };
    const onError = () => finish({ ok: false, status: 400 });
    const timer = setTimeout(() => {
      finish({ ok: false, status: 408 });
      request.pause();
    }, timeoutMs);
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
  });
}
