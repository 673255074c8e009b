import { analyticsSchema, viewTotalsSchema, visitorListSchema } from '@station/domain';
import type { Http } from '../http';
import { audienceApi } from './audience';

/** What readers read, and who they are: the dashboard's figures and the audience analytics. */
export const analyticsApi = (http: Http) => ({
  posts: () => http.get('post/post-analytics', analyticsSchema),
  views: () => http.get('view', viewTotalsSchema),
  visitors: () => http.get('view/visitors', visitorListSchema),
  ...audienceApi(http),
});
