import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const API_URL = 'http://127.0.0.1:3101/api/';

/** Sets the live url the way an administrator would, through the API. */
export async function setLiveUrl(request: APIRequestContext, url: string) {
  const login = await request.post(`${API_URL}admins/login`, {
    data: { email: 'admin@station.test', password: 'station-admin-pass' },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const live = (await (await request.get(`${API_URL}live`)).json()) as { _id: string };
  const saved = await request.patch(`${API_URL}live/${live._id}`, {
    data: { url },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(saved.ok()).toBe(true);
}

export async function firstPost(request: APIRequestContext, query = 'limit=1') {
  const response = await request.get(`${API_URL}post?${query}`);
  const posts = (await response.json()) as { _id: string; title: string; visit: number }[];
  const post = posts[0];
  if (!post) throw new Error('The demo content has no posts');
  return post;
}

export async function firstProgram(request: APIRequestContext) {
  const response = await request.get(`${API_URL}program`);
  const program = ((await response.json()) as { _id: string; name: string }[])[0];
  if (!program) throw new Error('The demo content has no programs');
  return program;
}

/** Opens `path` until the page shows `what`: pages and API answers are kept a few seconds after a write. */
export async function openUntil(page: Page, path: string, what: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await what();
  }).toPass({ timeout: 20_000, intervals: [1_000] });
}
