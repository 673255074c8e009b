import type { Category, Post } from '@station/domain';
import { and, desc, eq, getTableColumns, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { posts, type StoredImage } from '../../db/schema/index';
import type { ImageAddress } from '../../storage/stored-images';

export type PostRow = typeof posts.$inferSelect;

/** Image addresses are made now from the stored keys, so they follow UPLOADS_PUBLIC_URL. */
export function toPost(row: PostRow, addressOf: ImageAddress): Post {
  return {
    _id: row.id,
    title: row.title,
    detail: row.detail,
    category: row.category,
    imagesUrl: row.images.map((image) => {
      const id = image.key ?? image.id;
      return {
        secure_url: addressOf(image),
        ...(id ? { id } : {}),
        ...(image.title ? { title: image.title } : {}),
      };
    }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    visit: Number(row.visit),
  };
}

/**
 * How much of each text a list reads from the database: far more than an excerpt's 200 characters
 * (a character can be several code points), far less than the 100,000 a post may hold. `substr`
 * reads only the start of a stored text; a whole page of 400 long posts would be 120 MB.
 */
const LIST_TEXT_CHARS = 2000;
const listColumns = {
  ...getTableColumns(posts),
  detail: sql<string>`substr(${posts.detail}, 1, ${LIST_TEXT_CHARS})`.as('detail'),
};

/** LIKE treats % and _ as wildcards; a reader searching for them means the characters themselves. */
export function likePattern(key: string): string {
  return `%${key.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** How many of the newest posts a search reads before it turns to the trigram indexes. */
const SEARCH_RECENT_WINDOW = 1000;
/**
 * The trigram indexes serve a substring search only through three letters or digits in a row; any
 * other key (`ab`, `...`, `!?!`) would read every post's full text.
 */
const INDEXABLE_KEY = /[\p{L}\p{N}]{3}/u;

type MatchOn = (row: { title: SQLWrapper; detail: SQLWrapper }) => SQL;

/**
 * The newest `limit` posts matching `where`. A common key (half the posts hold "ገበያ") is answered
 * from the newest posts alone, stopping at `limit` hits; a rare one from the trigram indexes, which
 * then return few rows. The planner cannot tell the two apart (its estimates for substrings of long
 * text are guesses, and a wrong guess cost a second either way), so the order is fixed here.
 */
async function newestMatching(
  db: Db,
  limit: number,
  where: MatchOn,
  { recentOnly = false } = {},
): Promise<PostRow[]> {
  const recent = db
    .select()
    .from(posts)
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(SEARCH_RECENT_WINDOW)
    .as('recent');
  const hits = await db
    .select()
    .from(recent)
    .where(where(recent))
    .orderBy(desc(recent.createdAt), desc(recent.id))
    .limit(limit);
  if (hits.length >= limit || recentOnly) return hits;
  // MATERIALIZED keeps the match on the trigram index instead of a walk of every post by date.
  const found = (await db.execute(sql`
    WITH matching AS MATERIALIZED (SELECT id, created_at FROM ${posts} WHERE ${where(posts)})
    SELECT id FROM matching ORDER BY created_at DESC, id DESC LIMIT ${limit}
  `)) as unknown as { rows: { id: string }[] };
  const ids = found.rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const byId = new Map(
    (await db.select().from(posts).where(inArray(posts.id, ids))).map((row) => [row.id, row]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function createPostsRepository(db: Db) {
  return {
    /** With `whole`, every text in full (the console's pages); otherwise only the start of each. */
    async list({
      limit,
      skip,
      category,
      whole = false,
    }: {
      limit: number;
      skip: number;
      category?: Category | undefined;
      whole?: boolean;
    }) {
      const where = category ? eq(posts.category, category) : undefined;
      const [rows, counted] = await Promise.all([
        db
          .select(whole ? getTableColumns(posts) : listColumns)
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

    /**
     * Substring search over title and detail, best match first: posts whose title holds the key, then
     * posts where only the detail does; newest first within each. Keys no trigram index can serve
     * search every title but only the details of the newest posts: reading the full text of every post
     * per request would let one reader occupy the database.
     */
    async search(key: string, limit: number) {
      const pattern = likePattern(key);
      const inTitle = (title: SQLWrapper) => sql`${title} ILIKE ${pattern} ESCAPE '\\'`;
      const titleHits = await newestMatching(db, limit, (row) => inTitle(row.title));
      if (titleHits.length >= limit) return titleHits;
      const detailHits = await newestMatching(
        db,
        limit - titleHits.length,
        (row) => sql`${row.detail} ILIKE ${pattern} ESCAPE '\\' AND NOT (${inTitle(row.title)})`,
        { recentOnly: !INDEXABLE_KEY.test(key) },
      );
      return titleHits.concat(detailHits);
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
