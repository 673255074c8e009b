import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { insufficientStorage } from '../lib/errors';
import { isFullDiskError } from './disk-space';
import type { Storage } from './storage';
import { isUploadKey, newUploadKey } from './upload-keys';
import { uploadsDir, uploadUrl } from './uploads-location';

/** Files under DATA_DIR/uploads, named by the server (never by the client), served at /uploads/. */
export function createLocalStorage({
  dataDir,
  uploadsPublicUrl,
}: {
  dataDir: string;
  uploadsPublicUrl: string;
}): Storage {
  const dir = uploadsDir(dataDir);
  return {
    kind: 'local',
    async save(data, extension) {
      const key = newUploadKey(extension);
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
      return { key, url: uploadUrl(uploadsPublicUrl, key) };
    },
    async remove(key) {
      if (isUploadKey(key)) await rm(join(dir, key), { force: true });
    },
    async read(key) {
      if (!isUploadKey(key)) return undefined;
      const path = join(dir, key);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { body: createReadStream(path), size: info.size };
    },
    urlFor: (key) => uploadUrl(uploadsPublicUrl, key),
  };
}
