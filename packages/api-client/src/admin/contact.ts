import {
  type ContactQuery,
  contactCountsSchema,
  contactMessageSchema,
  messageWithDataSchema,
} from '@station/domain';
import { z } from 'zod';
import { definedQuery, type Http, segment } from '../http';
import { paged } from '../paged';

/** The contact form's inbox. */
export const contactApi = (http: Http) => ({
  list: (query: ContactQuery) => paged(http, 'contact', z.array(contactMessageSchema), definedQuery(query)),
  counts: () => http.get('contact/counts', contactCountsSchema),
  /** One message; the first opening marks it read. */
  open: (id: string) => http.get(`contact/${segment(id)}`, contactMessageSchema),
  setHandled: (id: string, handled: boolean) =>
    http.patch(`contact/${segment(id)}`, messageWithDataSchema(contactMessageSchema), { json: { handled } }),
  reply: (id: string, message: string) =>
    http.post(`contact/${segment(id)}/reply`, messageWithDataSchema(contactMessageSchema), {
      json: { message },
    }),
});
