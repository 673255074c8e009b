// Section 1: each public route against the ceiling, on one database.
import { measure } from './load.mjs';

const firstAmharicWord = (text) => (text.match(/[\u1200-\u137f]{2,}/) ?? ['ዜና'])[0];

export const routesFor = async (apiUrl) => {
  const response = await fetch(`${apiUrl}/api/post?limit=8`);
  const body = await response.json();
  const posts = Array.isArray(body) ? body : (body.data ?? body.posts ?? []);
  const post = { ...posts[0], id: posts[0]?._id ?? posts[0]?.id };
  const amharic = firstAmharicWord(posts.map((p) => `${p.title ?? ''} ${p.detail ?? ''}`).join(' '));
  const substring = amharic.slice(0, 2);
  return {
    postId: post?._id ?? post?.id,
    search: substring,
    routes: [
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
    ],
  };
};

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
