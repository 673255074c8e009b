import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

/** The settings of where uploads live, part of the API's environment (config/env.ts). */
export const storageEnvShape = {
  STORAGE: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
    })
    .optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url({ error: 'must be an absolute url' }).optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  UPLOADS_PUBLIC_URL: z.url({ error: 'must be an absolute url' }).optional(),
};

type StorageEnv = {
  STORAGE: 'local' | 's3';
  S3_BUCKET?: string | undefined;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
};

/** Settings that are each valid but do not fit together, one phrase each for the start-up line. */
export function storageProblems(env: StorageEnv): string[] {
  const problems: string[] = [];
  if (env.STORAGE === 's3' && !env.S3_BUCKET) problems.push('S3_BUCKET required when STORAGE=s3');
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY))
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  return problems;
}

/** Images are addressed under UPLOADS_PUBLIC_URL (a CDN, usually), else under the API's own /uploads. */
export const uploadsPublicUrl = (env: { UPLOADS_PUBLIC_URL?: string | undefined; PUBLIC_BASE_URL: string }) =>
  (env.UPLOADS_PUBLIC_URL ?? `${env.PUBLIC_BASE_URL}/uploads`).replace(/\/+$/, '');
