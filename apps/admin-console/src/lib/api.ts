import { createAdminApi } from '@station/api-client/admin';
import { createPublicApi } from '@station/api-client/public';
import { apiBaseUrl, consoleConfig } from '~/config/console-config';
import { tokenStorage } from './token-storage';

// The API lets browsers reuse public answers for a few seconds; the console revalidates every read so a
// list shows the row an editor just saved.
const shared = { baseUrl: apiBaseUrl(consoleConfig.apiUrl), cache: 'no-cache' } as const;

export const api = createAdminApi({ ...shared, getAuthToken: tokenStorage.get });
/** Public reads the console shows too (posts, programs, satellites, live, ads). */
export const publicApi = createPublicApi(shared);
