import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/** A module that is only its routes: one plugin serving them under the module's own prefix. */
export function routesModule(prefix: string, routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    await app.register(routes, { prefix });
  };
}
