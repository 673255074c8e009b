import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';

/**
 * Under overload the API answers 503 with Retry-After at once instead of letting requests time out.
 * Registered after start-up work, so migrations on the embedded database never count as overload.
 */
export async function registerOverloadProtection(app: FastifyInstance): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: 1000,
    retryAfter: 5,
    pressureHandler: (_request, reply) => {
      reply
        .status(503)
        .header('retry-after', '5')
        .send({ error: 'The service is busy. Please try again shortly.' });
    },
  });
}
