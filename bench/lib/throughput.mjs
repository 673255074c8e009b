// @ts-check
// Section 1: each public route against the ceiling, on one database.
import { measure } from './load.mjs';

/** @param {string} text */
const firstAmharicWord = (text) => (text.match(/[\u1200-\u137f]{2,}/) ?? ['ዜና'])[0] ?? 'ዜና';

/**
 * A route the benchmark measures.
 * @typedef {{ name: string; path: string; read: boolean; method?: 'PATCH'; body?: string }} Route
 */

/**
 * A post as the list answers it, whichever shape the list has.
 * @typedef {{ _id?: string; id?: string; title?: string; detail?: string }} ListedPost
 */

/**
 * The measured routes, made from the newest posts the API lists.
 * @param {string} apiUrl
 */
export const routesFor = async (apiUrl) => {
  const response = await fetch(`${apiUrl}/api/post?limit=8`);
  const body = /** @type {ListedPost[] | { data?: ListedPost[]; posts?: ListedPost[] }} */ (
    await response.json()
  );
  const posts = Array.isArray(body) ? body : (body.data ?? body.posts ?? []);
  const post = { ...posts[0], id: posts[0]?._id ?? posts[0]?.id };
  const amharic = firstAmharicWord(posts.map((p) => `${p.title ?? ''} ${p.detail ?? ''}`).join(' '));
  const substring = amharic.slice(0, 2);
  /** @type {Route[]} */
  const routes = [
    { name: 'GET post?limit=8', path: '/api/post?limit=8', read: true },
    { name: 'GET post/:id', path: `/api/post/${post?.id}`, read: true },
    {
      name: 'GET post/search (Amharic)',
      path: `/api/post/search/${encodeURIComponent(substring)}`,
      read: true,
    },
    { name: 'GET program', path: '/api/program', read: true },
    { name: 'GET satellite-info', path: '/api/satellite-info', read: true },
    {
      name: 'PATCH view/increase',
      path: `/api/view/increase?webStatus=visit&articleStatus=visit&articleId=${post?.id}&path=${encodeURIComponent(`/article/${post?.id}`)}`,
      method: 'PATCH',
      body: '{}',
      read: false,
    },
  ];
  return {
    postId: post?._id ?? post?.id,
    search: substring,
    routes,
  };
};

/**
 * Each route against the ceiling, on one database.
 * @param {{ db: string; apiUrl: string; ceilingUrl: string; settings: { connections: number; duration: number; runs: number } }} options
 */
export const measureThroughput = async ({ db, apiUrl, ceilingUrl, settings }) => {
  const ceiling = await measure({ url: ceilingUrl, path: '/api/ceiling', ...settings });
  const { routes } = await routesFor(apiUrl);
  const rows = [{ db, name: 'ceiling (bare Fastify)', read: true, ...ceiling, ratio: 1 }];
  for (const route of routes) {
    const result = await measure({ url: apiUrl, ...route, ...settings });
    rows.push({ db, name: route.name, read: route.read, ...result, ratio: result.rps / ceiling.rps });
  }
  return rows;
};
