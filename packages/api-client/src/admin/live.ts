import { type LiveInput, liveSchema, messageWithDataSchema } from '@station/domain';
import { type Http, segment } from '../http';

/** The live stream readers are pointed to. */
export const liveApi = (http: Http) => ({
  set: (id: string, input: LiveInput) =>
    http.patch(`live/${segment(id)}`, messageWithDataSchema(liveSchema), { json: input }),
});
