import { type AuditQuery, auditEventSchema } from '@station/domain';
import { z } from 'zod';
import { definedQuery, type Http } from '../http';
import { paged } from '../paged';

/** Who changed what, and when. */
export const auditApi = (http: Http) => ({
  list: (query: Partial<AuditQuery>) => paged(http, 'audit', z.array(auditEventSchema), definedQuery(query)),
});
