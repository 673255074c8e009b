import { createAdminApi } from '@station/api-client/admin';
import { apiBaseUrl, consoleConfig } from '~/config/console-config';
import { tokenStorage } from './token-storage';

/** The one client the console reads and writes through. */
export const api = createAdminApi({
  baseUrl: apiBaseUrl(consoleConfig.apiUrl),
  // The API lets browsers reuse public answers for a few seconds; the console revalidates every read so
  // a list shows the row an editor just saved.
  cache: 'no-cache',
  getAuthToken: tokenStorage.get,
});
