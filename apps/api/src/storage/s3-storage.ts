import type { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { AppError } from '../lib/errors';
import type { Storage } from './storage';
import { contentTypeOf, isUploadKey, newUploadKey, UPLOAD_CACHE_CONTROL } from './upload-keys';
import { uploadUrl } from './uploads-location';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

export interface StorageLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * A store that does not answer within these makes a request fail with a sentence instead of holding
 * it (and a connection) for the SDK's default of no limit at all.
 */
const CONNECT_TIMEOUT_MS = 3000;
const REQUEST_TIMEOUT_MS = 15_000;

const storeDown = (sentence: string) =>
  new AppError(503, sentence, 'STORAGE_UNAVAILABLE', { 'retry-after': '30' });

function isMissing(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/**
 * The SDK is loaded only where a bucket is the store: an API keeping uploads on its own disk (the
 * default) would hold its modules in memory for nothing.
 */
const loadSdk = () => import('@aws-sdk/client-s3');

export async function s3ClientFor(settings: S3Settings): Promise<S3Client> {
  const { S3Client } = await loadSdk();
  const config: S3ClientConfig = {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    maxAttempts: 2,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    // Checksums only where S3 requires them: R2, MinIO and older S3-compatible servers refuse or
    // mishandle the SDK's default trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  if (settings.endpoint) config.endpoint = settings.endpoint;
  // Without keys the SDK's own chain (environment, profile, instance role) supplies them.
  if (settings.accessKeyId && settings.secretAccessKey)
    config.credentials = {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    };
  return new S3Client(config);
}

/**
 * Uploads as objects in one bucket of any S3-compatible store, shared by every API instance. Each
 * object carries its content type and year-long caching, so a CDN in front of the bucket itself
 * serves it as well as `/uploads/<key>` does.
 */
export function createS3Storage({
  settings,
  uploadsPublicUrl,
  log,
}: {
  settings: S3Settings;
  uploadsPublicUrl: string;
  log: StorageLog;
}): Storage {
  // Loaded as the API starts, so the first upload or picture does not wait for it.
  const store = Promise.all([loadSdk(), s3ClientFor(settings)]).then(([sdk, client]) => ({ sdk, client }));
  store.catch(() => undefined);
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async save(data, extension) {
      const key = newUploadKey(extension);
      try {
        const { sdk, client } = await store;
        await client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: key,
            Body: data,
            ContentType: contentTypeOf(key),
            CacheControl: UPLOAD_CACHE_CONTROL,
          }),
        );
      } catch (error) {
        log.error({ err: error, event: 'storage', key }, 'the object store refused an upload');
        throw storeDown(
          'The image store is not answering, so the image could not be saved. Nothing was changed; please try again shortly.',
        );
      }
      return { key, url: uploadUrl(uploadsPublicUrl, key) };
    },
    async remove(key) {
      if (!isUploadKey(key)) return;
      try {
        const { sdk, client } = await store;
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
      } catch (error) {
        // The row that named it is already gone; a stray object costs storage, never a wrong page.
        log.warn({ err: error, event: 'storage', key }, 'an object could not be removed from the store');
      }
    },
    async read(key) {
      if (!isUploadKey(key)) return undefined;
      try {
        const { sdk, client } = await store;
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        return { body: object.Body as Readable, size: object.ContentLength };
      } catch (error) {
        if (isMissing(error)) return undefined;
        log.error({ err: error, event: 'storage', key }, 'the object store did not hand over an image');
        throw storeDown('The image store is not answering right now. Please try again shortly.');
      }
    },
    urlFor: (key) => uploadUrl(uploadsPublicUrl, key),
  };
}
