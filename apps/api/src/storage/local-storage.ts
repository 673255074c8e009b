import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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
      await mkdir(dir, { recursive: true });
      const key = `${randomUUID()}.${extension}`;
      await writeFile(join(dir, key), data, { flag: 'wx' });
      return { key, url: urlFor(key) };
    },
    async remove(key) {
      if (STORED_NAME.test(key)) await rm(join(dir, key), { force: true });
    },
    urlFor,
  };
}
