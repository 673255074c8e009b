import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';

/**
 * Stands in for the API's `GET /api/content-version`, long poll included: an ask naming the current
 * version is held until a test moves it.
 */
export async function startFakeContentVersionApi(version = '1', port = 0) {
  let current = version;
  let asks = 0;
  const held = new Set<ServerResponse>();
  const answer = (response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify({ version: current }));
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://api.test');
    if (url.pathname !== '/api/content-version') return void response.writeHead(404).end();
    asks += 1;
    if (url.searchParams.get('after') !== current) return answer(response);
    held.add(response);
    response.once('close', () => held.delete(response));
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address() as { port: number };
  return {
    apiUrl: `http://127.0.0.1:${address.port}/api/`,
    port: address.port,
    version: () => current,
    asks: () => asks,
    held: () => held.size,
    move(to: string) {
      current = to;
      for (const response of held) answer(response);
    },
    /** Ends every connection at once, as a process that died would. */
    stop() {
      server.closeAllConnections();
      server.close();
    },
  };
}
