import { z } from 'zod';

/** Every error the API sends: one readable sentence, plus a code and field issues where useful. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

export function messageWithDataSchema<T extends z.ZodType>(data: T) {
  return z.object({ message: z.string(), data });
}

export const idParamsSchema = z.strictObject({ id: z.uuid({ error: 'id must be a valid id' }) });

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});
