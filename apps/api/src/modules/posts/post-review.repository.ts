import type { ReviewNote } from '@station/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, postReviewNotes } from '../../db/schema/index';

type NoteRow = typeof postReviewNotes.$inferSelect;

const toNote = (row: NoteRow): ReviewNote => ({
  _id: row.id,
  postId: row.postId,
  note: row.note,
  by: row.authorName,
  at: row.createdAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
});

export function createPostReviewRepository(db: Db) {
  return {
    add: async (values: { postId: string; note: string; authorId: string; authorName: string }) => {
      const [row] = await db.insert(postReviewNotes).values(values).returning();
      if (!row) throw new Error('insert returned nothing');
      return toNote(row);
    },

    /** A post's notes, newest first, at most `limit`. */
    ofPost: async (postId: string, limit: number) =>
      (
        await db
          .select()
          .from(postReviewNotes)
          .where(eq(postReviewNotes.postId, postId))
          .orderBy(desc(postReviewNotes.createdAt), desc(postReviewNotes.id))
          .limit(limit)
      ).map(toNote),

    /** The notes that still stand, newest first, at most `limit`. */
    standing: async (limit: number) =>
      (
        await db
          .select()
          .from(postReviewNotes)
          .where(isNull(postReviewNotes.settledAt))
          .orderBy(desc(postReviewNotes.createdAt))
          .limit(limit)
      ).map(toNote),

    /** The post went for review again or was published: its notes no longer stand. */
    settle: async (postId: string) => {
      await db
        .update(postReviewNotes)
        .set({ settledAt: new Date() })
        .where(and(eq(postReviewNotes.postId, postId), isNull(postReviewNotes.settledAt)));
    },

    /** Where and in which language a writer is told. */
    writer: async (adminId: string) =>
      (
        await db
          .select({ email: admins.email, language: admins.language, name: admins.name })
          .from(admins)
          .where(eq(admins.id, adminId))
      )[0],
  };
}
