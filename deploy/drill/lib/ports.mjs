// @ts-check
import { createServer } from 'node:net';

/**
 * A server listening on a free loopback port.
 * @returns {Promise<import('node:net').Server>}
 */
const listening = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });

/**
 * `count` ports free on loopback right now, all different (each held open until all are found).
 * @param {number} count
 */
export async function freePorts(count) {
  const servers = await Promise.all(Array.from({ length: count }, listening));
  const ports = servers.map(
    (server) => /** @type {import('node:net').AddressInfo} */ (server.address()).port,
  );
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
