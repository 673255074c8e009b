import {
  CONNECTION_LIMITS,
  type ConnectionLimits,
  LISTEN_BACKLOG,
  limitConnections,
} from '@station/http/connections';
import type { FastifyInstance } from 'fastify';

/**
 * Listens under the shared connection limits (a test passes smaller ones): silent connections closed
 * within seconds, and no more connections than descriptors to spare. Resolves with the address.
 */
export function listenLimited(
  app: FastifyInstance,
  { port, host, limits = CONNECTION_LIMITS }: { port: number; host: string; limits?: ConnectionLimits },
): Promise<string> {
  limitConnections(app.server, {
    limits,
    onError: (err) => app.log.error({ err }, 'accepting a connection failed'),
  });
  return app.listen({ port, host, backlog: LISTEN_BACKLOG });
}
