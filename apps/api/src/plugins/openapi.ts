import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { documentOperations } from './openapi-document';

/**
 * The OpenAPI document of every route registered after it. The document is always built (tests walk
 * it); the page that serves it is opt-in in production. Registered after the auth plugin, whose guards
 * tell which operations need the bearer token.
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Station API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: documentOperations(app),
  });
  if (app.env.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
