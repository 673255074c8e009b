// One way to ask any of the drill's servers something: directly on an instance's port, or through
// nginx with the Host header that picks the domain.
import { randomBytes } from 'node:crypto';
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

/**
 * Sends one request and reads the whole answer. A refused or reset connection, or no answer within
 * `timeoutMs`, is answered as status 0 with the error's code, never thrown.
 */
export function call(base, path, { method = 'GET', host, headers = {}, body, timeoutMs = 10_000 } = {}) {
  const started = Date.now();
  const url = new URL(path, base);
  const sent = { ...headers, ...(host ? { host } : {}) };
  if (body !== undefined && sent['content-length'] === undefined) sent['content-length'] = body.length;
  return new Promise((resolve) => {
    const request = http.request(url, { method, headers: sent, agent, timeout: timeoutMs }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({
          status: response.statusCode,
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

export const jsonBody = (value) => ({
  headers: { 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify(value)),
});

/** A multipart form as a browser sends it: text fields, then files. */
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
export async function health(base, path = '/api/health') {
  const answer = await call(base, path, { timeoutMs: 2_000 });
  if (answer.status === 0) return undefined;
  try {
    return { ...answer.json(), code: answer.status };
  } catch {
    return { code: answer.status };
  }
}
