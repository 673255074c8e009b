import { createAdminApi } from '@station/api-client/admin';
import { createPublicApi } from '@station/api-client/public';
import { env } from '~/config/env';
import { tokenStorage } from './token-storage';

export const api = createAdminApi({ baseUrl: env.VITE_API_URL, getAuthToken: tokenStorage.get });
/** Public reads the console shows too (posts, programs, satellites, live, ads). */
export const publicApi = createPublicApi({ baseUrl: env.VITE_API_URL });
