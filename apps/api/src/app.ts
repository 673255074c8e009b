import { join } from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Env } from './config/env';
import type { Database, Db } from './db/client';
import { apiModules } from './modules/index';
import { uploadsRoutes } from './modules/uploads/uploads.routes';
import { authPlugin } from './plugins/auth';
import { registerErrorHandling } from './plugins/error-handler';
import { createLocalStorage } from './storage/local-storage';
import type { Storage } from './storage/storage';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    db: Db;
    storage: Storage;
  }
}

export interface BuildOptions {
  env: Env;
  database: Database;
  logger?: boolean;
}

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'body.password',
  'body.prevPwd',
  'body.newPwd',
  'body.confirmPwd',
];

function trustProxySetting(value: string | undefined): boolean | string[] {
  if (!value || value === 'false') return false;
  return value.split(',').map((entry) => entry.trim());
}

export async function buildApp({ env, database, logger = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? { level: env.LOG_LEVEL, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }
      : false,
    // Long Amharic search keys count in decoded characters; zod gives the friendly limit below this.
    routerOptions: { maxParamLength: 1000 },
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('storage', createLocalStorage(join(env.DATA_DIR, 'uploads'), env.PUBLIC_BASE_URL));

  await app.register(helmet, { global: true });
  await app.register(cors, {
    origin: env.CORS_ORIGINS,
    methods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['X-Total-Count', 'Retry-After'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    ...(env.REDIS_URL
      ? { redis: new Redis(env.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1 }) }
      : {}),
    nameSpace: 'station-rl-',
    cache: 10_000,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      error: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 10, parts: 20 } });
  await app.register(authPlugin, { secret: env.JWT_SECRET, db: database.db });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Station API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(apiModules, { prefix: '/api' });
  await app.register(uploadsRoutes, { prefix: '/uploads' });
  app.addHook('onClose', () => database.close());
  return app;
}
