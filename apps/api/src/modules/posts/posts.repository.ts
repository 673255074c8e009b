import {
  type Category,
  type ManagePostsQuery,
  type Post,
  type PostStatus,
  type SearchStem,
  searchStems,
} from '@station/domain';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { postDailyViews, posts, type StoredImage } from '../../db/schema/index';
import type { ImageAddress } from '../../storage/stored-images';
import { holdsEvery, searchPostIds } from './search.repository';
import { withFolded } from './search-folding';

const { titleFolded, detailFolded, foldedWith, ...rowColumns } = getTableColumns(posts);
/** A post as the service reads it; the folded copies stay in the database, where search reads them. */
export type PostRow = Omit<typeof posts.$inferSelect, 'titleFolded' | 'detailFolded' | 'foldedWith'>;

/** Where a post stands as the apps see it: a future publish time is a schedule, the trash wins. */
export function statusOf(
  row: Pick<PostRow, 'status' | 'publishAt' | 'trashedAt'>,
  now = new Date(),
): PostStatus {
  if (row.trashedAt) return 'trashed';
  if (row.status === 'published' && row.publishAt && row.publishAt > now) return 'scheduled';
  return row.status;
}

/** Image addresses are made now from the stored keys, so they follow UPLOADS_PUBLIC_URL. */
export function toPost(
  row: PostRow,
  addressOf: ImageAddress,
  srcsetOf?: (image: StoredImage) => string | undefined,
): Post {
  return {
    _id: row.id,
    title: row.title,
    detail: row.detail,
    category: row.category,
    imagesUrl: row.images.map((image) => {
      const id = image.key ?? image.id;
      const srcset = srcsetOf?.(image);
      return {
        secure_url: addressOf(image),
        ...(id ? { id } : {}),
        ...(image.title ? { title: image.title } : {}),
        ...(image.caption ? { caption: image.caption } : {}),
        ...(image.alt ? { alt: image.alt } : {}),
        ...(image.width ? { width: image.width } : {}),
        ...(image.height ? { height: image.height } : {}),
        ...(srcset ? { srcset } : {}),
        ...(image.focus ? { focus: image.focus } : {}),
        ...(image.share ? { share_url: addressOf({ key: image.share.key }) } : {}),
      };
    }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    visit: Number(row.visit),
    status: statusOf(row),
    slug: row.slug,
    publishAt: row.publishAt?.toISOString() ?? null,
    editedAt: row.editedAt?.toISOString() ?? null,
    trashedAt: row.trashedAt?.toISOString() ?? null,
    author: row.authorName ? { name: row.authorName, kind: row.authorKind } : null,
    body: row.body,
  };
}

/** What readers may see: published, its time come, not in the trash. */
export const visibleToReaders = (row: { status: SQLWrapper; publishAt: SQLWrapper; trashedAt: SQLWrapper }) =>
  sql`(${row.status} = 'published' AND ${row.publishAt} <= now() AND ${row.trashedAt} IS NULL)`;

/** The console's status filter as a condition on the stored columns. */
function statusCondition(status: PostStatus): SQL {
  const notTrashed = isNull(posts.trashedAt);
  switch (status) {
    case 'trashed':
      return isNotNull(posts.trashedAt);
    case 'scheduled':
      return sql`${posts.status} = 'published' AND ${posts.publishAt} > now() AND ${notTrashed}`;
    case 'published':
      return visibleToReaders(posts);
    default:
      return sql`${posts.status} = ${status} AND ${notTrashed}`;
  }
}

/**
 * How much of each text a list reads from the database: far more than an excerpt's 200 characters
 * (a character can be several code points), far less than the 100,000 a post may hold. `substr`
 * reads only the start of a stored text; a whole page of 400 long posts would be 120 MB.
 */
const LIST_TEXT_CHARS = 2000;
const listColumns = {
  ...rowColumns,
  detail: sql<string>`substr(${posts.detail}, 1, ${LIST_TEXT_CHARS})`.as('detail'),
};

/** Nobody saved the post since the version read (JavaScript's dates hold milliseconds, PostgreSQL's less). */
const unchangedSince = (read: Date) => sql`date_trunc('milliseconds', ${posts.updatedAt}) = ${read}`;

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
      const where = and(visibleToReaders(posts), category ? eq(posts.category, category) : undefined);
      const [rows, counted] = await Promise.all([
        db
          .select(whole ? rowColumns : listColumns)
          .from(posts)
          .where(where)
          .orderBy(desc(posts.publishAt), desc(posts.id))
          .limit(limit)
          .offset(skip),
        db.select({ n: sql<number>`count(*)::int` }).from(posts).where(where),
      ]);
      return { rows, total: counted[0]?.n ?? 0 };
    },

    findById: async (id: string) => (await db.select(rowColumns).from(posts).where(eq(posts.id, id)))[0],

    findVisibleById: async (id: string) =>
      (
        await db
          .select(rowColumns)
          .from(posts)
          .where(and(eq(posts.id, id), visibleToReaders(posts)))
      )[0],

    /** The console's table: every status unless one is asked for (the trash only when asked). */
    async manage(query: ManagePostsQuery) {
      const stems = searchStems(query.q ?? '');
      const where = and(
        query.status ? statusCondition(query.status) : isNull(posts.trashedAt),
        query.category ? eq(posts.category, query.category) : undefined,
        query.author ? eq(posts.authorName, query.author) : undefined,
        stems.length > 0 ? holdsEvery(stems, posts) : undefined,
      );
      const direction = query.order === 'asc' ? asc : desc;
      const sortColumn = query.sort === 'views' ? posts.visit : posts.createdAt;
      const [rows, counted] = await Promise.all([
        db
          .select(listColumns)
          .from(posts)
          .where(where)
          .orderBy(direction(sortColumn), direction(posts.id))
          .limit(query.limit)
          .offset(query.skip),
        db.select({ n: sql<number>`count(*)::int` }).from(posts).where(where),
      ]);
      return { rows, total: counted[0]?.n ?? 0 };
    },

    /** How many posts stand in each status. */
    async counts() {
      const result = (await db.execute(sql`
        SELECT
          count(*) FILTER (WHERE trashed_at IS NULL AND status = 'draft')::int AS draft,
          count(*) FILTER (WHERE trashed_at IS NULL AND status = 'review')::int AS review,
          count(*) FILTER (WHERE trashed_at IS NULL AND status = 'published' AND publish_at > now())::int AS scheduled,
          count(*) FILTER (WHERE trashed_at IS NULL AND status = 'published' AND publish_at <= now())::int AS published,
          count(*) FILTER (WHERE trashed_at IS NOT NULL)::int AS trashed
        FROM ${posts}
      `)) as unknown as { rows: Record<PostStatus, number>[] };
      const [row] = result.rows;
      return {
        draft: row?.draft ?? 0,
        review: row?.review ?? 0,
        scheduled: row?.scheduled ?? 0,
        published: row?.published ?? 0,
        trashed: row?.trashed ?? 0,
      };
    },

    /**
     * Claims the scheduled posts whose time has come: one UPDATE marks them, so across every instance
     * each is claimed exactly once, and only the claimer runs what must happen at that moment.
     */
    claimWentLive: async () =>
      db
        .update(posts)
        .set({ wentLiveAt: sql`now()` })
        .where(
          and(
            eq(posts.status, 'published'),
            sql`${posts.publishAt} <= now()`,
            isNull(posts.wentLiveAt),
            isNull(posts.trashedAt),
          ),
        )
        .returning({ id: posts.id, title: posts.title }),

    /** How long until the next published post not yet gone live reaches its time (≤ 0: it has), if any. */
    async msUntilNextGoLive(): Promise<number | undefined> {
      const [row] = rowsOf<{ ms: number | null }>(
        await db.execute(sql`
          SELECT (extract(epoch FROM min(publish_at) - now()) * 1000)::float8 AS ms FROM posts
          WHERE status = 'published' AND went_live_at IS NULL AND trashed_at IS NULL`),
      );
      return row?.ms ?? undefined;
    },

    /** Removes posts that have been in the trash since before `before`; their images go with them. */
    purgeTrashedBefore: async (before: Date) =>
      db
        .delete(posts)
        .where(and(isNotNull(posts.trashedAt), lt(posts.trashedAt, before)))
        .returning({ id: posts.id, images: posts.images }),

    /** The public posts holding every stem (see `searchPostIds`), best first. */
    async search(stems: readonly SearchStem[], limit: number) {
      const ids = await searchPostIds(db, visibleToReaders, stems, limit);
      if (ids.length === 0) return [];
      const rows = await db.select(listColumns).from(posts).where(inArray(posts.id, ids));
      const byId = new Map(rows.map((row) => [row.id, row as PostRow]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    /** The public posts read most since the day `since` (YYYY-MM-DD, UTC), most read first. */
    async mostReadSince(since: string, limit: number) {
      const weekly = db
        .select({
          postId: postDailyViews.postId,
          views: sql<number>`sum(${postDailyViews.views})`.as('week_views'),
        })
        .from(postDailyViews)
        .where(gte(postDailyViews.day, since))
        .groupBy(postDailyViews.postId)
        .as('weekly');
      const rows = await db
        .select(listColumns)
        .from(posts)
        .innerJoin(weekly, eq(weekly.postId, posts.id))
        .where(visibleToReaders(posts))
        .orderBy(desc(weekly.views), desc(posts.publishAt), desc(posts.id))
        .limit(limit);
      return rows as PostRow[];
    },
    insert: async (values: typeof posts.$inferInsert) =>
      (await db.insert(posts).values(withFolded(values)).returning(rowColumns))[0],

    /**
     * With `expectedUpdatedAt`, the change only lands if nobody saved the post in between. Every change
     * to a post (its text, its status, its photos) goes through here.
     */
    update: async (id: string, values: Partial<typeof posts.$inferInsert>, expectedUpdatedAt?: Date) =>
      (
        await db
          .update(posts)
          .set({ ...withFolded(values), updatedAt: new Date() })
          .where(
            expectedUpdatedAt ? and(eq(posts.id, id), unchangedSince(expectedUpdatedAt)) : eq(posts.id, id),
          )
          .returning(rowColumns)
      )[0],

    /** The next posts with a body after the post `after`, by id: a pass over every stored body, a batch at a time. */
    bodiesAfter: async (after: string | undefined, limit: number) =>
      db
        .select(rowColumns)
        .from(posts)
        .where(and(isNotNull(posts.body), after ? gt(posts.id, after) : undefined))
        .orderBy(asc(posts.id))
        .limit(limit),

    /**
     * Writes the body and its text as the current sanitiser makes them from what is stored. It is no
     * editor's change, so `updatedAt` stays, and it lands only if nobody saved the post since it was read.
     */
    rewriteBody: async (id: string, values: { body: string | null; detail: string }, readUpdatedAt: Date) =>
      (
        await db
          .update(posts)
          .set(withFolded(values))
          .where(and(eq(posts.id, id), unchangedSince(readUpdatedAt)))
          .returning({ id: posts.id })
      ).length > 0,

    remove: async (id: string) => (await db.delete(posts).where(eq(posts.id, id)).returning(rowColumns))[0],

    authors: async () =>
      (
        await db
          .selectDistinct({ name: posts.authorName })
          .from(posts)
          .where(sql`${posts.authorName} <> ''`)
          .orderBy(posts.authorName)
      ).map((row) => row.name),
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;
