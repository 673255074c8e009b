import { bigint, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { posts } from './index';

export const telegramUpdates = pgTable('telegram_updates', {
  updateId: bigint('update_id', { mode: 'number' }).primaryKey(),
  outcome: text('outcome', { enum: ['posted', 'ignored', 'refused'] }).notNull(),
  postId: uuid('post_id').references(() => posts.id, { onDelete: 'set null' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
