import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { posts } from '../../db/schema/index';
import { visibleToReaders } from '../posts/index';

/** A post that went live longer ago than this when the sweep first sees it is not sent any more. */
const SWEEP_WINDOW = '1 hour';

/** What the channel reads of posts, and the sweep that queues them as `kind` jobs. */
export function createChannelPostsRepository(db: Db) {
  return {
    /** The post while readers can see it: what the channel's message is made of. */
    async publicPost(id: string) {
      const [post] = await db
        .select({ id: posts.id, title: posts.title, slug: posts.slug, images: posts.images })
        .from(posts)
        .where(and(eq(posts.id, id), visibleToReaders(posts)));
      return post;
    },

    /** Queues a job of `kind` for each post gone live lately and not queued before; how many it queued. */
    async queueWentLive(kind: string): Promise<number> {
      const result = await db.execute(sql`
        INSERT INTO jobs (kind, key, payload)
        SELECT ${kind}, 'post:' || id, jsonb_build_object('postId', id)
        FROM posts
        WHERE went_live_at > now() - ${SWEEP_WINDOW}::interval AND ${visibleToReaders(posts)}
        ON CONFLICT (kind, key) WHERE key IS NOT NULL DO NOTHING
        RETURNING id`);
      return rowsOf(result).length;
    },
  };
}
