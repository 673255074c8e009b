import { join } from 'node:path';

/**
 * Where uploaded images live, decided here only: the folder under DATA_DIR (also its name inside a
 * backup), and the path under which the API serves them.
 */
export const UPLOADS_FOLDER = 'uploads';
export const UPLOADS_ROUTE = `/${UPLOADS_FOLDER}`;

export const uploadsDir = (dataDir: string) => join(dataDir, UPLOADS_FOLDER);
export const uploadUrl = (publicBaseUrl: string, key: string) => `${publicBaseUrl}${UPLOADS_ROUTE}/${key}`;
