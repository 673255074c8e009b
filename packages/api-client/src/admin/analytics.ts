import { analyticsSchema, viewTotalsSchema, visitorListSchema } from '@station/domain';
import type { Http } from '../http';

/** What readers read, and who they are. */
export const analyticsApi = (http: Http) => ({
  posts: () => http.get('post/post-analytics', analyticsSchema),
  views: () => http.get('view', viewTotalsSchema),
  visitors: () => http.get('view/visitors', visitorListSchema),
});
