// @ts-check
// Section 2: the same reads at 1,000 posts and at 100,000 posts (1,000,000 daily view rows),
// on PostgreSQL, and the growth factor between them.
import { login } from '@station/api/drills';
import pg from 'pg';
import { createDatabase, startApi } from './api-setup.mjs';
import { measure } from './load.mjs';
import { AMHARIC_WORDS, ENGLISH_WORDS, seedPosts } from './seed-scale.mjs';

const { Client } = pg;

/**
 * Letters readers swap for one another, to ask for the corpus's words spelled another way.
 * @type {[string, string][]}
 */
const SWAPS = [
  ['ሥ', 'ስ'],
  ['ዓ', 'አ'],
  ['ሕ', 'ህ'],
  ['ጽ', 'ፅ'],
];
/** @param {string} word */
const respelled = (word) => SWAPS.reduce((text, [from, to]) => text.replaceAll(from, to), word);

/**
 * Queries a reader could type, each different, so none is answered from the API's cache: the
 * corpus's words respelled, with a clitic, in pairs in both orders, and words no post holds.
 */
const searchQueries = () => {
  /** @type {Set<string>} */
  const queries = new Set();
  for (const words of [AMHARIC_WORDS, ENGLISH_WORDS]) {
    for (const word of words) {
      queries.add(respelled(word));
      queries.add(`የ${word}`);
      for (const other of words) if (other !== word) queries.add(`${word} ${other}`);
    }
  }
  for (const rare of ['ሀረርጌ', 'ጅማ ዩኒቨርሲቲ', 'zanzibar', 'ቁልቁለት']) queries.add(rare);
  return [...queries].map((query) => `/api/post/search?key=${encodeURIComponent(query)}`);
};

/**
 * @param {{ apiUrl: string; token: string; settings: { duration: number; runs: number } }} options
 */
const measureAt = async ({ apiUrl, token, settings }) => {
  /** @type {import('./throughput.mjs').ListedPost[] | { data?: import('./throughput.mjs').ListedPost[]; posts?: import('./throughput.mjs').ListedPost[] }} */
  const list = await (await fetch(`${apiUrl}/api/post?limit=8`)).json();
  const posts = Array.isArray(list) ? list : (list.data ?? list.posts ?? []);
  const articleId = posts[0]?._id ?? posts[0]?.id;
  const auth = { authorization: `Bearer ${token}` };
  return {
    list: await measure({ url: apiUrl, path: '/api/post?limit=8', ...settings, connections: 50 }),
    article: await measure({ url: apiUrl, path: `/api/post/${articleId}`, ...settings, connections: 50 }),
    search: await measure({
      url: apiUrl,
      path: `/api/post/search/${encodeURIComponent('ገበያ')}`,
      ...settings,
      connections: 10,
    }),
    // Two connections: the API runs two searches at a time, and more would measure the queue.
    searchUncached: await measure({ url: apiUrl, paths: searchQueries(), ...settings, connections: 2 }),
    analytics: await measure({
      url: apiUrl,
      path: '/api/post/post-analytics',
      headers: auth,
      ...settings,
      connections: 10,
    }),
  };
};

/**
 * The same reads at a thousand posts and at many more, on PostgreSQL.
 * @param {{ port: number; quick: boolean; duration: number }} options
 */
export const measureScale = async ({ port, quick, duration }) => {
  const settings = { duration, runs: quick ? 1 : 3 };
  const large = quick ? 10_000 : 100_000;
  const database = await createDatabase('bench_scale');
  try {
    const api = await startApi({ port, databaseUrl: database.url, seedDemo: false });
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      await seedPosts(client, { count: 1_000, viewsPerPost: 10 });
      const token = await login(api.url);
      const small = await measureAt({ apiUrl: api.url, token, settings });
      await seedPosts(client, { count: large - 1_000, viewsPerPost: 10 });
      const big = await measureAt({ apiUrl: api.url, token, settings });
      const rows = /** @type {(keyof typeof small)[]} */ (Object.keys(small)).map((name) => ({
        name,
        small: small[name].p99,
        large: big[name].p99,
        growth: big[name].p99 / Math.max(small[name].p99, 1),
        non2xx: small[name].non2xx + big[name].non2xx,
      }));
      return {
        posts: { small: 1_000, large },
        dailyViews: { small: 10_000, large: large * 10 },
        rows,
        small,
        big,
      };
    } finally {
      await client.end();
      await api.stop();
    }
  } finally {
    await database.drop();
  }
};
