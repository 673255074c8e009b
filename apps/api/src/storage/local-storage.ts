import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { insufficientStorage } from '../lib/errors';
import { isFullDiskError } from './disk-space';
import type { Storage } from './storage';
import { uploadsDir, uploadUrl } from './uploads-location';

export const STORED_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp)$/;

/** Files under DATA_DIR/uploads, named by the server (never by the client), served at /uploads/. */
export function createLocalStorage({
  dataDir,
  publicBaseUrl,
}: {
  dataDir: string;
  publicBaseUrl: string;
}): Storage {
  const dir = uploadsDir(dataDir);
  const urlFor = (key: string) => uploadUrl(publicBaseUrl, key);
  return {
    async save(data, extension) {
      const key = `${randomUUID()}.${extension}`;
      // Written under a name no route serves, then renamed: a disk that fills up halfway leaves no
      // half image behind a stored name, and the partial file is removed.
      const partial = join(dir, `.${key}.partial`);
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(partial, data, { flag: 'wx' });
        await rename(partial, join(dir, key));
      } catch (error) {
        await rm(partial, { force: true }).catch(() => undefined);
        if (isFullDiskError(error))
          throw insufficientStorage("The server's storage is full, so the image could not be saved.");
        throw error;
      }
      return { key, url: urlFor(key) };
    },
    async remove(key) {
      if (STORED_NAME.test(key)) await rm(join(dir, key), { force: true });
    },
    urlFor,
  };
}
