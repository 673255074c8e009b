import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultRequestLogEvery } from '@station/http/request-log';
import { z } from 'zod';
import { storageEnvShape, storageProblems } from '../storage/storage-settings';
import {
  productionAddressProblems,
  productionDatabaseProblems,
  weakProductionValues,
} from './production-settings';
import { parseTrustProxy, type TrustProxy } from './trust-proxy';

const DEFAULT_CORS = [
  'http://localhost:5173',
  'http://localhost:5174',
  'http://localhost:4173',
  'http://localhost:4174',
  'http://127.0.0.1:5173',
  'http://127.0.0.1:5174',
  'http://127.0.0.1:4173',
  'http://127.0.0.1:4174',
].join(',');

const booleanString = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  // Production keeps warnings and worse; request summaries are sampled (LOG_REQUEST_EVERY).
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  LOG_REQUEST_EVERY: z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'must be 0 or more' })
    .max(1_000_000)
    .optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url({ error: 'must be a postgres:// url' }).optional(),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, { error: 'must be at least 8 characters' }).max(128).optional(),
  // Both default to on outside production and off in it; docs are opt-in there, demo content refused.
  SEED_DEMO: booleanString.optional(),
  API_DOCS: booleanString.optional(),
  // Production runs on DATABASE_URL; the embedded database there is a choice made in writing.
  EMBEDDED_DATABASE: booleanString.default(false),
  METRICS: booleanString.default(true),
  // How long the audit trail keeps an event (the Activity page), in days.
  AUDIT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int({ error: 'must be a whole number of days' })
    .min(1, { error: 'must be at least 1 day' })
    .max(36_500)
    .default(365),
  // How long the audience analytics keep raw events, in days; the rollups are kept for good
  // (docs/analytics.md). Raw events go a month partition at a time, once all its days are older.
  ANALYTICS_RAW_DAYS: z.coerce
    .number({ error: 'must be a whole number of days' })
    .int({ error: 'must be a whole number of days' })
    .min(1, { error: 'must be at least 1 day' })
    .max(36_500)
    .default(90),
  // Readers who send `DNT: 1` or `Sec-GPC: 1` make no audience event (the counters still move).
  ANALYTICS_RESPECT_DNT: booleanString.default(false),
  // Every Monday morning (Addis Ababa) the super administrators get last week's figures by email.
  ANALYTICS_WEEKLY_DIGEST: booleanString.default(true),
  CORS_ORIGINS: z.string().default(DEFAULT_CORS),
  PUBLIC_BASE_URL: z.url({ error: 'must be an absolute url' }).optional(),
  YOUTUBE_API_KEY: z.string().optional(),
  YOUTUBE_API_BASE: z
    .url({ error: 'must be an absolute url' })
    .default('https://www.googleapis.com/youtube/v3'),
  REDIS_URL: z.url({ error: 'must be a redis:// url' }).optional(),
  ...storageEnvShape,
  TRUST_PROXY: z.string().optional(),
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,256}$/, { error: 'must be 16 to 256 letters, digits, _ or -' })
    .optional(),
  TELEGRAM_BOT_TOKEN: z.string().optional(),
  TELEGRAM_API_BASE: z.url({ error: 'must be an absolute url' }).default('https://api.telegram.org'),
  // The channel a published post is sent to: @name or the numeric id Telegram gives it.
  TELEGRAM_CHANNEL_ID: z
    .string()
    .regex(/^(@[A-Za-z0-9_]{5,32}|-?\d{5,20})$/, { error: 'must be @channelname or a numeric chat id' })
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, { error: 'must be an smtp:// or smtps:// url' })
    .optional(),
  MAIL_FROM: z.string().min(3).max(320).default('Station <no-reply@localhost>'),
  // Where new contact messages are forwarded; absent means they wait in the console's inbox only.
  STATION_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  // Newsletter messages handed to the mail server per second, across the whole sending.
  MAIL_RATE_PER_SECOND: z.coerce
    .number({ error: 'must be a number' })
    .positive({ error: 'must be above 0' })
    .max(1000)
    .default(10),
  // Outside production without SMTP_URL, each email is written here as an .eml file instead.
  MAIL_OUTBOX_DIR: z.string().optional(),
  // How often each instance looks for due jobs at the least (emails, sendings, channel posts), in
  // milliseconds; a queued job is heard of at once and a job due later wakes the queue at its time.
  JOB_POLL_MS: z.coerce.number({ error: 'must be a number' }).int().min(50).max(60_000).default(30_000),
  // Where links in emails lead: the public site (confirm, unsubscribe) and the console (password reset).
  // The station's name in feeds, sitemaps and emails.
  SITE_NAME: z.string().min(1).max(100).default('Station TV'),
  PUBLIC_SITE_URL: z.url({ error: 'must be an absolute url' }).default('http://localhost:5173'),
  PUBLIC_CONSOLE_URL: z.url({ error: 'must be an absolute url' }).default('http://localhost:5174'),
});

export type Env = Omit<
  z.infer<typeof envSchema>,
  | 'JWT_SECRET'
  | 'PUBLIC_BASE_URL'
  | 'CORS_ORIGINS'
  | 'SEED_DEMO'
  | 'API_DOCS'
  | 'TRUST_PROXY'
  | 'LOG_LEVEL'
  | 'LOG_REQUEST_EVERY'
> & {
  LOG_LEVEL: NonNullable<z.infer<typeof envSchema>['LOG_LEVEL']>;
  LOG_REQUEST_EVERY: number;
  TRUST_PROXY: TrustProxy;
  JWT_SECRET: string;
  SEED_DEMO: boolean;
  API_DOCS: boolean;
  PUBLIC_BASE_URL: string;
  CORS_ORIGINS: string[];
};

export class EnvError extends Error {}

/** Reads the environment once; every bad value is named on one line so an operator can fix it at a glance. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new EnvError(`Invalid environment: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const storage = storageProblems(env);
  if (storage.length > 0) throw new EnvError(`Invalid environment: ${storage.join('; ')}`);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  if ('problem' in trustProxy) throw new EnvError(`Invalid environment: ${trustProxy.problem}`);
  const production = env.NODE_ENV === 'production';
  if (production) {
    const missing = ['JWT_SECRET', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'].filter(
      (key) => !env[key as keyof typeof env],
    );
    const problems = [
      ...(missing.length > 0 ? [`${missing.join(', ')} required in production`] : []),
      ...weakProductionValues(env),
      ...productionAddressProblems(cleaned),
      ...productionDatabaseProblems(env),
    ];
    if (problems.length > 0) throw new EnvError(`Invalid environment: ${problems.join('; ')}`);
  }
  const dataDir = resolve(env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    JWT_SECRET: env.JWT_SECRET ?? developmentSecret(dataDir),
    SEED_DEMO: env.SEED_DEMO ?? !production,
    LOG_LEVEL: env.LOG_LEVEL ?? (production ? 'warn' : 'info'),
    LOG_REQUEST_EVERY: env.LOG_REQUEST_EVERY ?? defaultRequestLogEvery(production),
    TRUST_PROXY: trustProxy.value,
    API_DOCS: env.API_DOCS ?? !production,
    PUBLIC_BASE_URL: (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    PUBLIC_SITE_URL: env.PUBLIC_SITE_URL.replace(/\/$/, ''),
    PUBLIC_CONSOLE_URL: env.PUBLIC_CONSOLE_URL.replace(/\/$/, ''),
    CORS_ORIGINS: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}

/** Outside production a secret is made once and kept with the data, so tokens survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Tests run on a PostgreSQL server when one is named, each file in a schema of its own. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}
