// @ts-check
// One way to ask any of the drill's servers something: directly on an instance's port, or through
// nginx with the Host header that picks the domain.
import { randomBytes } from 'node:crypto';
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

/**
 * @typedef {object} Answer
 * @property {number} status the HTTP status, 0 when no answer came
 * @property {string} [error] why no answer came: the connection's error code, or its message
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {Buffer} bytes
 * @property {() => string} text
 * @property {() => any} json the body parsed, shaped by the route that answered
 * @property {number} started
 * @property {number} ms
 */

/**
 * @typedef {object} CallOptions
 * @property {string} [method]
 * @property {string} [host] the Host header, which picks nginx's domain
 * @property {import('node:http').OutgoingHttpHeaders} [headers]
 * @property {Buffer} [body]
 * @property {number} [timeoutMs]
 */

/**
 * Sends one request and reads the whole answer. A refused or reset connection, or no answer within
 * `timeoutMs`, is answered as status 0 with the error's code, never thrown.
 * @param {string} base
 * @param {string} path
 * @param {CallOptions} options
 * @returns {Promise<Answer>}
 */
export function call(base, path, { method = 'GET', host, headers = {}, body, timeoutMs = 10_000 } = {}) {
  const started = Date.now();
  const url = new URL(path, base);
  /** @type {import('node:http').OutgoingHttpHeaders} */
  const sent = { ...headers, ...(host ? { host } : {}) };
  if (body !== undefined && sent['content-length'] === undefined) sent['content-length'] = body.length;
  return new Promise((resolve) => {
    const request = http.request(url, { method, headers: sent, agent, timeout: timeoutMs }, (response) => {
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          bytes,
          text: () => bytes.toString('utf8'),
          json: () => JSON.parse(bytes.toString('utf8')),
          started,
          ms: Date.now() - started,
        });
      });
      response.on('error', (error) => resolve(failed(error, started)));
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    request.on('error', (error) => resolve(failed(error, started)));
    request.end(body);
  });
}

/**
 * @param {NodeJS.ErrnoException} error
 * @param {number} started
 * @returns {Answer}
 */
function failed(error, started) {
  return {
    status: 0,
    error: error.code ?? error.message,
    headers: {},
    bytes: Buffer.alloc(0),
    text: () => '',
    json: () => ({}),
    started,
    ms: Date.now() - started,
  };
}

/** @param {unknown} value */
export const jsonBody = (value) => ({
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify(value)),
});

/**
 * A multipart form as a browser sends it: text fields, then files.
 * @param {Record<string, string>} fields
 * @param {{ field: string; name: string; type: string; data: Buffer }[]} files
 */
export function multipartBody(fields, files = []) {
  const boundary = `----station-drill-${randomBytes(8).toString('hex')}`;
  const parts = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat(parts),
  };
}

/**
 * A server's answer to its health route: `code` the HTTP status, the rest its JSON body (`status`:
 * ok or degraded). Undefined when it does not answer within 2 s.
 */
/**
 * @param {string} base
 * @param {string} path
 * @returns {Promise<{ code: number; status?: string; [field: string]: unknown } | undefined>}
 */
export async function health(base, path = '/api/health') {
  const answer = await call(base, path, { timeoutMs: 2_000 });
  if (answer.status === 0) return undefined;
  try {
    return { ...answer.json(), code: answer.status };
  } catch {
    return { code: answer.status };
  }
}
