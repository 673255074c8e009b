import { createPublicApi } from '@station/api-client/public';
import { env } from '~/config/env';

export const api = createPublicApi({ baseUrl: env.apiUrl });
export type { PublicApi } from '@station/api-client/public';
