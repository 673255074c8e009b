import { messageSchema } from '@station/domain';
import { adminsApi } from './admin/admins';
import { adsApi } from './admin/ads';
import { analyticsApi } from './admin/analytics';
import { auditApi } from './admin/audit';
import { bannerApi } from './admin/banner';
import { contactApi } from './admin/contact';
import { liveApi } from './admin/live';
import { newsletterApi } from './admin/newsletter';
import { postsApi } from './admin/posts';
import { programmeScheduleApi } from './admin/programme-schedule';
import { programsApi } from './admin/programs';
import { satelliteApi } from './admin/satellite';
import { sessionApi } from './admin/session';
import { telegramAdminsApi } from './admin/telegram-admins';
import { createHttp, type HttpOptions, segment } from './http';
import { createPublicApi } from './public';

export { ApiError, NETWORK_ERROR_MESSAGE } from './http';
export type { Page } from './paged';

/** The routes the generic delete dialog can target: DELETE {route}/{id}. */
export type DeletableRoute = 'admins' | 'post' | 'program' | 'satellite-info' | 'schedule' | 'telegram-admin';

/**
 * What the back office calls; every call carries the session's bearer token, except the reads of what
 * readers see, which go as a reader's would so the console shows the very answer they get.
 */
export function createAdminApi(options: HttpOptions) {
  const http = createHttp(options);
  const { getAuthToken: _token, ...asReader } = options;
  const reads = createPublicApi(asReader);
  return {
    session: sessionApi(http),
    contact: contactApi(http),
    newsletter: newsletterApi(http),
    admins: adminsApi(http),
    analytics: analyticsApi(http),
    posts: postsApi(http),
    audit: auditApi(http),
    banner: bannerApi(http),
    programs: { ...reads.programs, ...programsApi(http) },
    satellite: { ...reads.satellite, ...satelliteApi(http) },
    programmeSchedule: { ...reads.programmeSchedule, ...programmeScheduleApi(http) },
    live: { ...reads.live, ...liveApi(http) },
    ads: { ...reads.ads, ...adsApi(http) },
    telegramAdmins: telegramAdminsApi(http),
    remove: (route: DeletableRoute, id: string) => http.delete(`${route}/${segment(id)}`, messageSchema),
  };
}

export type AdminApi = ReturnType<typeof createAdminApi>;
