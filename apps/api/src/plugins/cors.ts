import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Admin routes and every preflight answer only the CORS_ORIGINS; public reads answer any origin
 * (publicReadsCorsPlugin marks them).
 */
export const corsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(cors, {
    origin: app.env.CORS_ORIGINS,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['X-Total-Count', 'Retry-After'],
    maxAge: 600,
  });
});
