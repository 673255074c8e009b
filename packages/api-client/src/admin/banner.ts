import { type BannerInput, bannerSchema, messageSchema, messageWithDataSchema } from '@station/domain';
import type { Http } from '../http';

/** The breaking-news banner. */
export const bannerApi = (http: Http) => ({
  get: () => http.get('banner', bannerSchema.nullable()),
  set: (input: BannerInput) => http.put('banner', messageWithDataSchema(bannerSchema), { json: input }),
  clear: () => http.delete('banner', messageSchema),
});
