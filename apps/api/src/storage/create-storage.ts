import type { Env } from '../config/env';
import { createLocalStorage } from './local-storage';
import { createS3Storage, type StorageLog } from './s3-storage';
import type { Storage } from './storage';
import { uploadsPublicUrl } from './storage-settings';

/** The store STORAGE names: DATA_DIR on this machine, or a bucket every instance shares. */
export function createStorage(env: Env, log: StorageLog): Storage {
  const publicUrl = uploadsPublicUrl(env);
  if (env.STORAGE === 'local')
    return createLocalStorage({ dataDir: env.DATA_DIR, uploadsPublicUrl: publicUrl });
  if (!env.S3_BUCKET) throw new Error('S3_BUCKET required when STORAGE=s3');
  return createS3Storage({
    settings: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    },
    uploadsPublicUrl: publicUrl,
    log,
  });
}
