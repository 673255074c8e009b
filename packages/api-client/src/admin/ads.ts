import { type AdName, adSchema, messageWithDataSchema } from '@station/domain';
import { type Http, segment } from '../http';

/** The ad slots' pictures and links. */
export const adsApi = (http: Http) => ({
  update: (name: AdName, form: FormData) =>
    http.patch(`ad/${segment(name)}`, messageWithDataSchema(adSchema), { form }),
});
