import { z } from 'zod';
import { bodySchema } from './text.schemas';

/** Every error the API sends: one readable sentence, plus a code and field issues where useful. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** The codes of a 401 that tell the console why the session ended (shown on the login page). */
export const SESSION_END_CODES = { revoked: 'SESSION_REVOKED', expired: 'SESSION_EXPIRED' } as const;

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

export function messageWithDataSchema<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

export const idParamsSchema = bodySchema({
  id: z.uuid({ error: 'The address does not name a valid item: its id is malformed.' }),
});

/**
 * What the public content looks like now, as a number every accepted public-facing write moves on: a
 * page drawn under an older one may show less than readers should see. A string, as it can outgrow a
 * JavaScript number.
 */
export const contentVersionSchema = z.object({ version: z.string().regex(/^\d+$/) });
export type ContentVersion = z.infer<typeof contentVersionSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  /** `full` while DATA_DIR is short of space: changes are refused, reads go on. */
  disk: z.enum(['ok', 'full']).optional(),
  /** Present when REDIS_URL is set; `down` means rate limits are skipped until it answers. */
  redis: z.enum(['up', 'down']).optional(),
});
