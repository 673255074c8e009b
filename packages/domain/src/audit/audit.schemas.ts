import { z } from 'zod';
import { FIELD_MAX, LIMITS } from '../common/constants';
import { bodySchema, isoDateSchema, wholeNumber } from '../common/text.schemas';

/**
 * The audit trail (the console's Activity page). Kept apart from the post schemas: the public site's
 * bundle carries those, and must carry nothing of the back office.
 */
export const AUDIT_KINDS = [
  'post',
  'admin',
  'program',
  'satellite',
  'schedule',
  'live',
  'ad',
  'telegram-admin',
  'banner',
  'settings',
  'inbox',
  'newsletter',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const auditEventSchema = z.object({
  _id: z.string(),
  at: isoDateSchema,
  adminId: z.string().nullable(),
  adminName: z.string(),
  /** The writer's address with its last part zeroed, as the visitor log keeps it. */
  address: z.string(),
  kind: z.enum(AUDIT_KINDS),
  action: z.string(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  /** For posts: the fields changed; title and status with `{ before, after }`. */
  changes: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditQuerySchema = bodySchema({
  limit: wholeNumber('The number of events per page', 1, LIMITS.listMax).default(50),
  skip: wholeNumber('The number of events to skip', 0, 1_000_000).default(0),
  admin: z
    .string({ error: 'The person must be a name.' })
    .max(FIELD_MAX.name, { error: 'The person’s name is too long.' })
    .optional(),
  kind: z.enum(AUDIT_KINDS, { error: 'Choose a kind of change.' }).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
