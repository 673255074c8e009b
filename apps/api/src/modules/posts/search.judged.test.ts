import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { createPostsRepository } from './posts.repository';

/** The stories the judged queries run against, each spelled one way a newsroom writes it. */
const STORIES = {
  harar: { title: 'የሐረር ከተማ የጀጎል ግንብ ታደሰ', detail: 'የጀጎል ግንብ እድሳት ተጠናቀቀ።' },
  prayer: { title: 'የጁምዓ ጸሎት በአንዋር መስጊድ', detail: 'ሺዎች የጁምዓ ጸሎት ለመስገድ ተሰበሰቡ።' },
  peace: { title: 'የሠላም ጉባኤ በአዲስ አበባ', detail: 'የሀይማኖት አባቶች ስለ ሠላም መከሩ።' },
  eyes: { title: 'የዐይን ሕክምና ዘመቻ', detail: 'ነፃ የዐይን ምርመራ ለህፃናት ተሰጠ።' },
  mosque: { title: 'አዲሱ መስጊድ ተመረቀ', detail: 'በደሴ ከተማ የተገነባው መስጊድ ዛሬ ተከፈተ።' },
  mosques: { title: 'የመስጊዶች ግንባታ ፈቃድ', detail: 'በክልሉ ሃያ መስጊዶች ሊገነቡ ነው።' },
  cities: { title: 'የኢትዮጵያ ከተሞች ፎረም', detail: 'ከተሞቹ የልማት ልምድ ተለዋወጡ።' },
  market: { title: 'የረመዳን ገበያ ተሟሟቀ', detail: 'የተምር ዋጋ በገበያዎች ቀነሰ።' },
  hajj: {
    title: 'Hajj registration opens',
    detail: 'Pilgrims can register at the Ethiopian Islamic Affairs Supreme Council.',
  },
  cafe: { title: 'Café owners in Addis Ababa', detail: 'Coffee prices rose this month.' },
  students: { title: 'ተማሪዎች ፈተና ወሰዱ', detail: 'የሁለተኛ ደረጃ ተማሪዎች ብሔራዊ ፈተና ጀመሩ።' },
  ai: { title: 'ሰው ሰራሽ አስተውሎት', detail: 'አዲስ ቴክኖሎጂ ለትምህርት ቤቶች።' },
  eid: { title: 'የዒድ አል-አድሐ በዓል', detail: 'በዓሉ በሰላት ተከበረ።' },
  eclipse: { title: 'ፀሐይ ግርዶሽ ታየ', detail: 'ብዙዎች ሰማዩን ተመለከቱ።' },
  power: { title: 'የኃይል መቋረጥ', detail: 'በከተማዋ ሰሜን ክፍል መብራት ጠፋ።' },
  jobs: { title: 'የሥራ ዕድል', detail: 'ለወጣቶች አዲስ የሥልጠና ፕሮግራም ተጀመረ።' },
  election: { title: 'ዜና፡ የምርጫ ውጤት ይፋ ሆነ።', detail: 'ቦርዱ ውጤቱን አሳወቀ፤ ተቃውሞ አልቀረበም።' },
  pilgrims: { title: 'የሐጅ ጉዞ ምዝገባ ተጀመረ', detail: 'ሐጅ የሚያደርጉ ምዕመናን ተመዘገቡ።' },
  migrants: { title: 'የሙሀጅሮች ታሪክ', detail: 'ስደተኞቹ ወደ መዲና ተጓዙ።' },
} as const;
type Story = keyof typeof STORIES;

/**
 * Judged queries: what a reader types, the stories it must find, and those it must not. The first
 * block is letter variants, then clitics and endings (a two-letter stem as a whole word only), then several words, then Latin.
 */
const JUDGED: { query: string; finds: Story[]; not?: Story[] }[] = [
  { query: 'ሀረር', finds: ['harar'] },
  { query: 'ሃረር', finds: ['harar'] },
  { query: 'ሐረር', finds: ['harar'] },
  { query: 'ፀሎት', finds: ['prayer'] },
  { query: 'ጸሎት', finds: ['prayer'] },
  { query: 'ሰላም', finds: ['peace'], not: ['ai', 'eid'] },
  { query: 'ሠላም', finds: ['peace'] },
  { query: 'አይን', finds: ['eyes'] },
  { query: 'ዓይን', finds: ['eyes'] },
  { query: 'ኢድ', finds: ['eid'] },
  { query: 'ዒድ', finds: ['eid'] },
  { query: 'ጸሀይ', finds: ['eclipse'] },
  { query: 'ሀይል', finds: ['power'] },
  { query: 'ሃይል', finds: ['power'] },
  { query: 'ስራ', finds: ['jobs'] },
  { query: 'እድል', finds: ['jobs'] },
  { query: 'የመስጊድ', finds: ['mosque', 'mosques', 'prayer'] },
  { query: 'በመስጊድ', finds: ['mosque', 'mosques', 'prayer'] },
  { query: 'መስጊድ', finds: ['mosque', 'mosques', 'prayer'] },
  { query: 'መስጊዶች', finds: ['mosque', 'mosques', 'prayer'] },
  { query: 'መስጊዱ', finds: ['mosque', 'mosques'] },
  { query: 'ስለሰላም', finds: ['peace'] },
  { query: 'ለወጣቶች', finds: ['jobs'] },
  { query: 'ከተማ', finds: ['harar', 'mosque', 'cities', 'power'], not: ['students'] },
  { query: 'ከተሞች', finds: ['cities', 'harar'], not: ['students'] },
  { query: 'ገበያ', finds: ['market'] },
  { query: 'ገበያዎች', finds: ['market'] },
  { query: 'ተማሪ', finds: ['students'], not: ['cities', 'harar'] },
  { query: 'ሰው', finds: ['ai'], not: ['peace'] },
  { query: 'ሐጅ', finds: ['pilgrims'], not: ['migrants'] },
  { query: 'በሐጅ', finds: ['pilgrims'], not: ['migrants'] },
  { query: 'ለሀጅ', finds: ['pilgrims'], not: ['migrants'] },
  { query: 'የሃጅ', finds: ['pilgrims'], not: ['migrants'] },
  { query: 'ሐጁ', finds: ['pilgrims'], not: ['migrants'] },
  { query: 'ደሴ', finds: ['mosque'], not: ['harar'] },
  { query: 'በደሴ', finds: ['mosque'], not: ['harar'] },
  { query: 'በከተማ', finds: ['harar', 'mosque', 'cities', 'power'], not: ['students'] },
  { query: 'ሙሀጅሮች', finds: ['migrants'], not: ['pilgrims'] },
  { query: 'ሰላም ጉባኤ', finds: ['peace'] },
  { query: 'ጉባኤ ሰላም', finds: ['peace'] },
  { query: 'ጁምዓ ጸሎት', finds: ['prayer'] },
  { query: 'ሥራ እድል', finds: ['jobs'] },
  { query: 'ጸሎት ሀረር', finds: [], not: ['prayer', 'harar'] },
  { query: 'ምርጫ።', finds: ['election'] },
  { query: 'ውጤት፣ቦርዱ', finds: ['election'] },
  { query: 'hajj', finds: ['hajj'] },
  { query: 'HAJJ', finds: ['hajj'] },
  { query: 'council ethiopian', finds: ['hajj'] },
  { query: 'cafe', finds: ['cafe'] },
  { query: 'CAFÉ addis', finds: ['cafe'], not: ['peace'] },
];

let t: TestApp;
const idOf = new Map<string, Story>();

beforeAll(async () => {
  t = await buildTestApp();
  const repo = createPostsRepository(t.database.db);
  const start = Date.now() - 60 * 60_000;
  let minute = 0;
  for (const [story, { title, detail }] of Object.entries(STORIES)) {
    minute += 1;
    const row = await repo.insert({
      title,
      detail,
      category: 'local',
      status: 'published',
      publishAt: new Date(start + minute * 60_000),
    });
    if (row) idOf.set(row.id, story as Story);
  }
});
afterAll(() => t.close());

const search = async (query: string) => {
  const response = await t.inject({
    method: 'GET',
    url: `/api/post/search?key=${encodeURIComponent(query)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { _id: string; title: string; detail: string }[];
};
const storiesFound = async (query: string) => (await search(query)).map((post) => idOf.get(post._id));

describe('search understands Amharic spelling (judged queries)', () => {
  it('has at least thirty judged queries', () => {
    expect(JUDGED.length).toBeGreaterThanOrEqual(30);
  });

  it.each(JUDGED)('$query', async ({ query, finds, not = [] }) => {
    const found = await storiesFound(query);
    expect(found).toEqual(expect.arrayContaining(finds));
    for (const story of not) expect(found).not.toContain(story);
    if (finds.length === 0) expect(found).toEqual([]);
  });
});

describe('search ranking', () => {
  it('puts posts whose title holds every word first, then more words in the title, newest first within each', async () => {
    const repo = createPostsRepository(t.database.db);
    const base = Date.now() - 10 * 60_000;
    const add = async (title: string, detail: string, minutes: number) =>
      (
        await repo.insert({
          title,
          detail,
          category: 'local',
          status: 'published',
          publishAt: new Date(base + minutes * 60_000),
        })
      )?.id;
    const bothInTitleOld = await add('ወርቅ እና ብር ዋጋ', 'የዛሬ ዘገባ።', 1);
    const bothInTitleNew = await add('የብር እና የወርቅ ገበያ', 'የዛሬ ዘገባ።', 2);
    const oneInTitle = await add('የወርቅ ማዕድን', 'ብር ተገኘ።', 3);
    const noneInTitle = await add('የማዕድን ዘገባ', 'ወርቅ እና ብር።', 4);
    const ids = (await search('ወርቅ ብር')).map((post) => post._id);
    expect(ids).toEqual([bothInTitleNew, bothInTitleOld, oneInTitle, noneInTitle]);
  });

  it('shows a result from just before its first match when the match is far into the text', async () => {
    const repo = createPostsRepository(t.database.db);
    await repo.insert({
      title: 'ረጅም ዘገባ',
      detail: `${'መግቢያ ቃል። '.repeat(40)}በመጨረሻም ቁልቁለቱ ተጠናቀቀ።`,
      category: 'local',
      status: 'published',
      publishAt: new Date(),
    });
    const [post] = await search('ቁልቁለት');
    expect(post?.detail.startsWith('…')).toBe(true);
    expect(post?.detail).toContain('ቁልቁለቱ');
  });
});
