import { randomUUID } from 'node:crypto';

/**
 * An upload's key: a name the server made (never the client's), the same on disk, in a bucket and in
 * the `/uploads/<key>` path. Nothing else is ever read or served, so no key can reach outside the store.
 */
export const UPLOAD_KEY = /^[0-9a-f-]{36}\.(png|jpg|webp)$/;

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** Stored images never change under their key, so any cache may keep them for a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export const newUploadKey = (extension: string) => `${randomUUID()}.${extension}`;

export const isUploadKey = (key: string) => UPLOAD_KEY.test(key);

export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
