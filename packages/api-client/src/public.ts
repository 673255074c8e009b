import {
  adListSchema,
  bannerSchema,
  type Category,
  type ContactInput,
  contactFormTokenSchema,
  liveSchema,
  messageSchema,
  playlistSchema,
  postListSchema,
  postSchema,
  programListSchema,
  programSchema,
  type SubscribeInput,
  satelliteInfoListSchema,
  scheduleListSchema,
} from '@station/domain';
import { createHttp, type HttpOptions, segment } from './http';
import { viewIncrease } from './views';

export { ApiError, type HttpOptions } from './http';

export interface ListPostsArgs {
  limit: number;
  skip?: number;
  category?: Category | undefined;
}

/** What visitors' pages call. Imports nothing of the console, so the public bundle carries no admin code. */
export function createPublicApi(options: HttpOptions) {
  const http = createHttp(options);
  return {
    // Lists and searches carry each post's first 200 characters (then `…`), what a card shows at most;
    // `get` has the whole text.
    posts: {
      list: ({ limit, skip = 0, category }: ListPostsArgs) =>
        http.get('post', postListSchema, { query: { limit, skip, category } }),
      get: (id: string) => http.get(`post/${segment(id)}`, postSchema),
      // The key goes in the query: as a path segment, `.` and `..` would be removed by URL parsing and
      // the search would turn into the list of latest posts.
      search: (key: string) => http.get('post/search', postListSchema, { query: { key } }),
      /** The public posts read most in the last seven days. */
      mostRead: () => http.get('post/most-read', postListSchema),
    },
    programs: {
      list: () => http.get('program', programListSchema),
      get: (id: string) => http.get(`program/${segment(id)}`, programSchema),
    },
    satellite: { list: () => http.get('satellite-info', satelliteInfoListSchema) },
    programmeSchedule: { list: () => http.get('schedule', scheduleListSchema) },
    live: { get: () => http.get('live', liveSchema) },
    ads: { list: () => http.get('ad', adListSchema) },
    /** The breaking-news banner while it lasts, or null. */
    banner: { get: () => http.get('banner', bannerSchema.nullable()) },
    videos: { playlist: (list: string) => http.get('videos/playlist', playlistSchema, { query: { list } }) },
    /** A contact form's message; the answer's sentence is shown to the visitor. */
    contact: {
      /** The signed, dated token a message is sent with (never cached: each form its own). */
      formToken: () => http.get('contact/form-token', contactFormTokenSchema),
      send: (input: ContactInput) => http.post('contact', messageSchema, { json: input }),
    },
    newsletter: {
      subscribe: (input: SubscribeInput) => http.post('newsletter/subscribe', messageSchema, { json: input }),
      confirm: (token: string) => http.post('newsletter/confirm', messageSchema, { json: { token } }),
      unsubscribe: (token: string) =>
        http.post('newsletter/unsubscribe', messageSchema, { query: { token }, json: {} }),
    },
    views: { increase: viewIncrease(http) },
  };
}

export type PublicApi = ReturnType<typeof createPublicApi>;
