import { idParamsSchema } from '@station/domain';
import type { z } from 'zod';

/** A route addressed by `/:id` (a delete), answering 200 with `reply`. */
export const byId = <Reply extends z.ZodType>(tags: string[], reply: Reply) => ({
  tags,
  params: idParamsSchema,
  response: { 200: reply },
});

/** A route addressed by `/:id` that takes a body (an edit), answering 200 with `reply`. */
export const byIdWithBody = <Body extends z.ZodType, Reply extends z.ZodType>(
  tags: string[],
  body: Body,
  reply: Reply,
) => ({ ...byId(tags, reply), body });
