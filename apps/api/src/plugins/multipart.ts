import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Uploads: up to ten photos of 5 MB each, beside a few text fields. */
const LIMITS = { fileSize: 5 * 1024 * 1024, files: 10, fields: 10, parts: 20 };

export const multipartPlugin = fp(async (app: FastifyInstance) => {
  await app.register(multipart, { limits: LIMITS });
});
