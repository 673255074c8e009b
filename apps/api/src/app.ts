import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './config/env';
import { trustProxyOption } from './config/trust-proxy';
import type { Database, Db } from './db/client';
import { jobsPlugin } from './jobs/jobs.plugin';
import { anonymiseIp } from './lib/anonymise-ip';
import { errorForLog } from './lib/log-errors';
import { apiModules } from './modules/index';
import { uploadsModule } from './modules/uploads/index';
import { metricsPlugin } from './observability/metrics';
import { requestIdFor, sendRequestIds } from './observability/request-id';
import { logRequestSummaries } from './observability/request-log';
import { authPlugin } from './plugins/auth';
import { corsPlugin } from './plugins/cors';
import { registerErrorHandling } from './plugins/error-handler';
import { answerFrameworkError } from './plugins/framework-errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { multipartPlugin } from './plugins/multipart';
import { openApiPlugin } from './plugins/openapi';
import { publicCachePlugin } from './plugins/public-cache';
import { publicReadsCorsPlugin } from './plugins/public-cache-cors';
import { rateLimitPlugin } from './plugins/rate-limit';
import { REQUEST_TIMEOUTS, requestTimeoutsPlugin } from './plugins/request-timeouts';
import { securityHeadersPlugin } from './plugins/security-headers';
import { createStorage } from './storage/create-storage';
import { diskGuardPlugin } from './storage/disk-guard';
import type { FreeSpaceProbe } from './storage/disk-space';
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
  /** Where log lines go instead of stdout; tests read them to prove what gets logged. */
  logStream?: { write(line: string): void };
  /** How DATA_DIR's free space is measured; tests fake a full disk with it. */
  diskProbe?: FreeSpaceProbe;
}

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'body.password',
  'body.prevPwd',
  'body.newPwd',
  'body.confirmPwd',
];

/** Pino loggers can add bindings in place; the no-op logger of `logger: false` cannot and needs none. */
type BindableLogger = { setBindings?: (bindings: Record<string, unknown>) => void };

export async function buildApp({
  env,
  database,
  logger = true,
  logStream,
  diskProbe,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: env.LOG_LEVEL,
          redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
          // Logs keep the network a request came from, never the reader's own address.
          serializers: {
            err: errorForLog,
            req: (request: FastifyRequest) => ({
              method: request.method,
              url: request.url,
              ip: anonymiseIp(request.ip),
            }),
          },
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    // Long Amharic search keys count in decoded characters; zod gives the friendly limit below this.
    routerOptions: { maxParamLength: 1000 },
    frameworkErrors: answerFrameworkError,
    bodyLimit: 1024 * 1024,
    // The uploads' overall cap; requestTimeoutsPlugin gives every other body its 30 s.
    requestTimeout: REQUEST_TIMEOUTS.uploadMaxMs,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    genReqId: requestIdFor,
    return503OnClosing: true,
    // Replaced by logRequestSummaries: one sampled line per request rather than two per request.
    logController: new LogController({ disableRequestLogging: true }),
    forceCloseConnections: 'idle',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  sendRequestIds(app);
  logRequestSummaries(app, env.LOG_REQUEST_EVERY);
  // Every line a request logs, security events included, names its anonymised address beside its id.
  // Binding onto the request's own logger (rather than a child) is cheaper per request, and the reply
  // logs through the same object, so request summaries carry the address too.
  app.addHook('onRequest', (request, _reply, done) => {
    (request.log as BindableLogger).setBindings?.({ ip: anonymiseIp(request.ip) });
    done();
  });

  app.decorate('env', env);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('storage', createStorage(env, app.log));
  await app.register(metricsPlugin);

  await app.register(diskGuardPlugin, diskProbe ? { probe: diskProbe } : {});
  await app.register(securityHeadersPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(requestTimeoutsPlugin);
  await app.register(corsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(multipartPlugin);
  await app.register(authPlugin, { secret: env.JWT_SECRET, db: database.db });
  await app.register(openApiPlugin);
  await app.register(publicReadsCorsPlugin);
  await app.register(publicCachePlugin);
  await app.register(jobsPlugin, { pollMs: env.JOB_POLL_MS });
  await app.register(apiModules, { prefix: '/api' });
  await app.register(uploadsModule);
  app.addHook('onClose', () => database.close());
  return app;
}
