import { FOLDED_WORD_CHARS, type SearchStem, WHOLE_WORD_CLITICS, WHOLE_WORD_ENDINGS } from '@station/domain';
import { desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { posts } from '../../db/schema/index';

/** The folded columns a search condition reads, from the table or from a subquery of it. */
interface FoldedColumns {
  titleFolded: SQLWrapper;
  detailFolded: SQLWrapper;
}

/** LIKE treats % and _ as wildcards; a reader searching for them means the characters themselves. */
export function likePattern(key: string): string {
  return `%${key.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

const holdsInside = (column: SQLWrapper, stem: string) =>
  sql`${column} LIKE ${likePattern(stem)} ESCAPE '\\'`;

const anyOf = (forms: readonly string[]) => `(?:${forms.filter(Boolean).join('|')})?`;
const CLITIC_PATTERN = anyOf(WHOLE_WORD_CLITICS);
const ENDING_PATTERN = anyOf(WHOLE_WORD_ENDINGS);

/**
 * A whole-word stem as a regular expression the database runs: the word after at most one clitic,
 * before the known endings, between characters that are not a word's. Such a stem holds Ethiopic
 * letters only, so it needs no escaping; the expression has no repetition to backtrack over, and the
 * LIKE in front of it lets the trigram index pick the rows it reads.
 */
export const wholeWordPattern = (stem: string) =>
  `(^|[^${FOLDED_WORD_CHARS}])${CLITIC_PATTERN}${stem}${ENDING_PATTERN}($|[^${FOLDED_WORD_CHARS}])`;

const holds = (column: SQLWrapper, { inside, whole }: SearchStem): SQL => {
  const forms = [
    ...(inside ? [holdsInside(column, inside)] : []),
    ...(whole ? [sql`(${holdsInside(column, whole)} AND ${column} ~ ${wholeWordPattern(whole)})`] : []),
  ];
  return sql`(${sql.join(forms, sql` OR `)})`;
};

/** Every stem in the title or the text (stems come folded, and so are the columns). */
export const holdsEvery = (stems: readonly SearchStem[], row: FoldedColumns): SQL =>
  sql.join(
    stems.map((stem) => sql`(${holds(row.titleFolded, stem)} OR ${holds(row.detailFolded, stem)})`),
    sql` AND `,
  );

/** How many of the stems the title holds: search ranks on it. */
const titleScore = (stems: readonly SearchStem[], row: FoldedColumns): SQL =>
  sql`(${sql.join(
    stems.map((stem) => sql`(${holds(row.titleFolded, stem)})::int`),
    sql` + `,
  )})`;

/** How many of the newest posts a search reads before it turns to the trigram indexes. */
const SEARCH_RECENT_WINDOW = 1000;
/**
 * The trigram indexes serve a substring search only through three letters or digits in a row; a
 * search whose stems are all shorter (`ab`) would read every post's full text.
 */
const INDEXABLE_STEM = /[\p{L}\p{N}]{3}/u;
/** A stem the indexes serve: each of its forms holds such a key. */
const isIndexable = ({ inside, whole }: SearchStem) =>
  [inside, whole].every((form) => form === undefined || INDEXABLE_STEM.test(form));

type Visible = (row: { status: SQLWrapper; publishAt: SQLWrapper; trashedAt: SQLWrapper }) => SQL;
interface Tier {
  where: (row: FoldedColumns) => SQL;
  /** Best first within the tier; newest first after it. */
  rank?: (row: FoldedColumns) => SQL;
}

/**
 * The best `limit` public posts of a tier. A common word (half the posts hold "ገበያ") is answered
 * from the newest posts alone, stopping at `limit` hits; a rare one from the trigram indexes, which
 * then return few rows. The planner cannot tell the two apart (its estimates for substrings of long
 * text are guesses, and a wrong guess cost a second either way), so the order is fixed here.
 */
async function bestOfTier(
  db: Db,
  visible: Visible,
  limit: number,
  { where, rank }: Tier,
  { recentOnly }: { recentOnly: boolean },
): Promise<string[]> {
  const recent = db
    .select({
      id: posts.id,
      publishAt: posts.publishAt,
      titleFolded: posts.titleFolded,
      detailFolded: posts.detailFolded,
    })
    .from(posts)
    .where(visible(posts))
    .orderBy(desc(posts.publishAt), desc(posts.id))
    .limit(SEARCH_RECENT_WINDOW)
    .as('recent');
  const hits = await db
    .select({ id: recent.id })
    .from(recent)
    .where(where(recent))
    .orderBy(...(rank ? [desc(rank(recent))] : []), desc(recent.publishAt), desc(recent.id))
    .limit(limit);
  if (hits.length >= limit || recentOnly) return hits.map((hit) => hit.id);
  // MATERIALIZED keeps the match on the trigram indexes instead of a walk of every post by date.
  const found = await db.execute(sql`
    WITH matching AS MATERIALIZED (
      SELECT id, publish_at, ${rank ? rank(posts) : sql`0`} AS rank
      FROM ${posts} WHERE ${where(posts)} AND ${visible(posts)}
    )
    SELECT id FROM matching ORDER BY rank DESC, publish_at DESC, id DESC LIMIT ${limit}
  `);
  return rowsOf<{ id: string }>(found).map((row) => row.id);
}

/**
 * The public posts holding every stem, best first: posts whose title holds every word, then by how
 * many of the words the title holds, newest first within each; at most `limit` ids.
 */
export async function searchPostIds(
  db: Db,
  visible: Visible,
  stems: readonly SearchStem[],
  limit: number,
): Promise<string[]> {
  const recentOnly = !stems.some(isIndexable);
  const everyInTitle: Tier = {
    where: (row) =>
      sql.join(
        stems.map((stem) => holds(row.titleFolded, stem)),
        sql` AND `,
      ),
  };
  const ids = await bestOfTier(db, visible, limit, everyInTitle, { recentOnly });
  if (ids.length >= limit) return ids;
  const rest: Tier = {
    where: (row) => sql`${holdsEvery(stems, row)} AND ${titleScore(stems, row)} < ${stems.length}`,
    rank: (row) => titleScore(stems, row),
  };
  return ids.concat(await bestOfTier(db, visible, limit - ids.length, rest, { recentOnly }));
}
