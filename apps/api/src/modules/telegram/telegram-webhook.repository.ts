import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { posts, telegramAdmins } from '../../db/schema/index';
import { telegramUpdates } from '../../db/schema/telegram-updates';

type NewPost = typeof posts.$inferInsert;

/** The deliveries already read, the Telegram admins, and the posts their messages become. */
export function createTelegramWebhookRepository(db: Db) {
  return {
    async remember(updateId: number, outcome: 'ignored' | 'refused'): Promise<void> {
      await db.insert(telegramUpdates).values({ updateId, outcome }).onConflictDoNothing();
    },

    async seen(updateId: number): Promise<boolean> {
      const [row] = await db
        .select({ updateId: telegramUpdates.updateId })
        .from(telegramUpdates)
        .where(eq(telegramUpdates.updateId, updateId));
      return row !== undefined;
    },

    async senderAdmin(telegramUserId: number) {
      const [row] = await db
        .select({ name: telegramAdmins.name, trusted: telegramAdmins.trusted })
        .from(telegramAdmins)
        .where(eq(telegramAdmins.telegramUserId, String(telegramUserId)));
      return row;
    },

    /**
     * Claims the delivery and writes its post in one transaction; undefined when a retry delivered at
     * the same moment claimed it first.
     */
    postOnce: (updateId: number, post: NewPost): Promise<string | undefined> =>
      db.transaction(async (tx) => {
        const [claimed] = await tx
          .insert(telegramUpdates)
          .values({ updateId, outcome: 'posted' })
          .onConflictDoNothing()
          .returning({ updateId: telegramUpdates.updateId });
        if (!claimed) return undefined;
        const [row] = await tx.insert(posts).values(post).returning({ id: posts.id });
        if (!row) throw new Error('the post insert returned nothing');
        await tx
          .update(telegramUpdates)
          .set({ postId: row.id })
          .where(eq(telegramUpdates.updateId, updateId));
        return row.id;
      }),
  };
}
