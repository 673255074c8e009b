import { join } from 'node:path';

/**
 * Where uploaded images live on this machine, decided here only: the folder under DATA_DIR (also its
 * name inside a backup), and the path under which the API serves them from whichever store.
 */
export const UPLOADS_FOLDER = 'uploads';
export const UPLOADS_ROUTE = `/${UPLOADS_FOLDER}`;

export const uploadsDir = (dataDir: string) => join(dataDir, UPLOADS_FOLDER);
/** Public addresses are made from a base (UPLOADS_PUBLIC_URL) and the key, never stored. */
export const uploadUrl = (uploadsPublicUrl: string, key: string) => `${uploadsPublicUrl}/${key}`;
