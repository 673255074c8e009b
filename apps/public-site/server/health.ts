import type { ServerResponse } from 'node:http';

/**
 * 200 while the API answers, 503 when it does not: without the API this server still sends pages,
 * but only ones the browser must draw, and a load balancer should prefer a server that can do better.
 */
export function answerHealth(response: ServerResponse, apiUp: boolean): void {
  const body = Buffer.from(
    JSON.stringify(apiUp ? { status: 'ok', api: 'up' } : { status: 'degraded', api: 'down' }),
  );
  response.writeHead(apiUp ? 200 : 503, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(body.length),
    'cache-control': 'no-store',
  });
  response.end(body);
}
