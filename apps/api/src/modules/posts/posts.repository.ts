import type { Category, Post } from '@station/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { posts, type StoredImage } from '../../db/schema/index';

export type PostRow = typeof posts.$inferSelect;

export function toPost(row: PostRow): Post {
  return {
    _id: row.id,
    title: row.title,
    detail: row.detail,
    category: row.category,
    imagesUrl: row.images.map((image) => ({
      secure_url: image.secure_url,
      ...(image.id ? { id: image.id } : {}),
      ...(image.title ? { title: image.title } : {}),
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    visit: Number(row.visit),
  };
}

/** LIKE treats % and _ as wildcards; a reader searching for them means the characters themselves. */
export function likePattern(key: string): string {
  return `%${key.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function createPostsRepository(db: Db) {
  return {
    async list({ limit, skip, category }: { limit: number; skip: number; category?: Category | undefined }) {
      const where = category ? eq(posts.category, category) : undefined;
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(posts)
          .where(where)
          .orderBy(desc(posts.createdAt), desc(posts.id))
          .limit(limit)
          .offset(skip),
        db.select({ n: sql<number>`count(*)::int` }).from(posts).where(where),
      ]);
      return { rows, total: counted[0]?.n ?? 0 };
    },

    findById: async (id: string) => (await db.select().from(posts).where(eq(posts.id, id)))[0],

    /** Substring search over title and detail: whole-title hits first, then by trigram similarity. */
    search: (key: string, limit: number) => {
      const pattern = likePattern(key);
      return db
        .select()
        .from(posts)
        .where(
          sql`${posts.title} ILIKE ${pattern} ESCAPE '\\' OR ${posts.detail} ILIKE ${pattern} ESCAPE '\\'`,
        )
        .orderBy(
          desc(sql`${posts.title} ILIKE ${pattern} ESCAPE '\\'`),
          desc(sql`similarity(${posts.title}, ${key})`),
          desc(posts.createdAt),
        )
        .limit(limit);
    },

    insert: async (values: {
      title: string;
      detail: string;
      category: Category;
      images: StoredImage[];
      source?: 'console' | 'telegram' | 'seed';
    }) => (await db.insert(posts).values(values).returning())[0],

    /** With `expectedUpdatedAt`, the edit only lands if nobody saved the post in between. */
    update: async (
      id: string,
      values: { title: string; detail: string; category: Category },
      expectedUpdatedAt?: Date,
    ) =>
      (
        await db
          .update(posts)
          .set({ ...values, updatedAt: new Date() })
          .where(
            expectedUpdatedAt
              ? and(
                  eq(posts.id, id),
                  sql`date_trunc('milliseconds', ${posts.updatedAt}) = ${expectedUpdatedAt}`,
                )
              : eq(posts.id, id),
          )
          .returning()
      )[0],

    remove: async (id: string) => (await db.delete(posts).where(eq(posts.id, id)).returning())[0],
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;
