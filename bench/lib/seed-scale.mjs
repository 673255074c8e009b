// @ts-check
import { foldForSearch, SEARCH_FOLD_VERSION } from '@station/domain/search-fold';

// Loads posts and daily view rows with set-based SQL, so 100,000 posts and 1,000,000 view rows
// take seconds, not minutes. Amharic and English titles and bodies of realistic length, each post
// with an image reference like the ones uploads produce.
export const AMHARIC_WORDS = [
  'ኢትዮጵያ',
  'ዜና',
  'መንግሥት',
  'ከተማ',
  'ስፖርት',
  'ንግድ',
  'ዓለም',
  'ትምህርት',
  'ጤና',
  'ባህል',
  'አዲስ',
  'አበባ',
  'ምርጫ',
  'ገበያ',
  'ውድድር',
  'ፕሮግራም',
  'ቴሌቪዥን',
  'ሕዝብ',
  'ልማት',
  'ግብርና',
];
export const ENGLISH_WORDS = [
  'Ethiopia',
  'news',
  'government',
  'city',
  'sport',
  'business',
  'world',
  'school',
  'health',
  'culture',
  'market',
  'election',
  'river',
  'farmers',
  'league',
  'program',
  'station',
  'people',
  'growth',
  'report',
];

/** @param {string[]} words */
const sqlArray = (words) => `ARRAY[${words.map((w) => `'${w}'`).join(',')}]`;
/**
 * @param {string[]} amharic
 * @param {string[]} english
 */
const wordsOf = (amharic, english) =>
  `(CASE WHEN g % 2 = 0 THEN ${sqlArray(amharic)} ELSE ${sqlArray(english)} END)`;
const WORDS = wordsOf(AMHARIC_WORDS, ENGLISH_WORDS);
// The same words as search stores them; folding works word by word, so a phrase of folded words
// is the folded phrase.
const FOLDED_WORDS = wordsOf(AMHARIC_WORDS.map(foldForSearch), ENGLISH_WORDS.map(foldForSearch));

/**
 * Adds `count` posts (and `viewsPerPost` daily rows for each) after the ones already there.
 * @param {import('pg').Client} client
 * @param {{ count: number; viewsPerPost: number }} amounts
 */
export const seedPosts = async (client, { count, viewsPerPost }) => {
  /**
   * @param {number} length
   * @param {number} salt
   */
  const phrase = (length, salt, words = WORDS) =>
    `(SELECT string_agg(${words}[1 + ((g * 7 + w * ${salt}) % 20)], ' ') FROM generate_series(1, ${length}) AS w)`;
  await client.query(`
    INSERT INTO posts (title, detail, title_folded, detail_folded, folded_with, category, images, visit,
                       source, created_at, updated_at, status, publish_at, went_live_at, slug, author_name)
    SELECT ${phrase(8, 13)},
           ${phrase(400, 31)},
           ${phrase(8, 13, FOLDED_WORDS)},
           ${phrase(400, 31, FOLDED_WORDS)},
           ${SEARCH_FOLD_VERSION},
           (ARRAY['local','world','jemals_view','business','sport'])[1 + g % 5],
           jsonb_build_array(jsonb_build_object(
             'secure_url', 'http://127.0.0.1/uploads/bench-' || g || '.webp',
             'id', 'bench-' || g, 'title', 'image ' || g, 'width', 1200, 'height', 675)),
           g % 5000, 'seed',
           now() - make_interval(mins => g), now() - make_interval(mins => g),
           'published', now() - make_interval(mins => g), now() - make_interval(mins => g),
           'post-' || g, 'Station newsroom'
    FROM generate_series(1, ${count}) AS g`);
  await client.query(`
    INSERT INTO post_daily_views (post_id, day, views)
    SELECT p.id, current_date - d, 1 + (abs(hashtext(p.id::text)) + d) % 200
    FROM (SELECT id FROM posts WHERE source = 'seed' ORDER BY created_at DESC LIMIT ${count}) AS p
    CROSS JOIN generate_series(0, ${viewsPerPost - 1}) AS d
    ON CONFLICT DO NOTHING`);
  // A station's tables are not freshly loaded: without this, the first reads of every row (hint bits),
  // autovacuum's pass over the new rows and the checkpoint of the load's WAL land in the measurement.
  await client.query('VACUUM (FREEZE, ANALYZE) posts, post_daily_views');
  await client.query('CHECKPOINT');
};
