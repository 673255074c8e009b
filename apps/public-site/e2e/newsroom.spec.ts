import type { APIRequestContext, Page } from '@playwright/test';
import { articlePath } from '@station/domain/article-path';
import { expect, test } from './fixtures';
import { API_URL, openUntil } from './support';

interface SavedPost {
  _id: string;
  slug?: string;
  title: string;
  author?: { name: string };
  imagesUrl: { id?: string }[];
}

async function superHeaders(request: APIRequestContext) {
  const login = await request.post(`${API_URL}admins/login`, {
    data: { email: 'admin@station.test', password: 'station-admin-pass' },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** A small real JPEG drawn on a canvas in the page itself, so no fixture file is needed. */
async function jpeg(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 675;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#0b5d3b';
      context.fillRect(0, 0, 1200, 675);
    }
    return canvas.toDataURL('image/jpeg').split(',')[1] ?? '';
  });
  return Buffer.from(data, 'base64');
}

/** A post published now through the API, the way the console saves one. */
async function publish(
  request: APIRequestContext,
  headers: Record<string, string>,
  fields: { title: string; detail: string; body?: string },
  image?: Buffer,
): Promise<SavedPost> {
  const response = await request.post(`${API_URL}post/add`, {
    headers,
    multipart: {
      ...fields,
      category: 'local',
      intent: 'publish',
      ...(image ? { images: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: image } } : {}),
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: SavedPost }).data;
}

/** Moves the journey's posts to the trash, so the journeys after these see the demo content alone. */
async function trash(request: APIRequestContext, headers: Record<string, string>, posts: SavedPost[]) {
  for (const post of posts) {
    expect((await request.delete(`${API_URL}post/${post._id}`, { headers })).ok()).toBe(true);
  }
}

test('an article reached by id alone or by an old slug is sent on (301) to its one address', async ({
  request,
}) => {
  const headers = await superHeaders(request);
  const stamp = Date.now().toString(36);
  const post = await publish(request, headers, {
    title: `Roads reopen ${stamp}`,
    detail: 'The roads reopened.',
  });
  const canonical = articlePath(post);
  expect(canonical).toBe(`/article/${post._id}/roads-reopen-${stamp}`);
  try {
    for (const path of [`/article/${post._id}`, `/article/${post._id}/old-title`]) {
      const moved = await request.get(path, { maxRedirects: 0 });
      expect({ path, status: moved.status(), location: moved.headers().location }).toEqual({
        path,
        status: 301,
        location: canonical,
      });
    }
    const page = await request.get(canonical, { maxRedirects: 0 });
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:4101${canonical}">`);
    expect(html).toContain(`<h1 class="article__title" lang="en">${post.title}</h1>`);
  } finally {
    await trash(request, headers, [post]);
  }
});

test('a reader opens a rich article from the home page: byline, headings, a captioned photo, a video on a tap', async ({
  page,
  request,
}) => {
  const headers = await superHeaders(request);
  const title = `Election night ${Date.now().toString(36)}`;
  await page.goto('/');
  const post = await publish(request, headers, { title, detail: 'Counting goes on.' }, await jpeg(page));
  const photoId = post.imagesUrl[0]?.id;
  expect(photoId).toBeTruthy();
  const edited = await request.patch(`${API_URL}post/${post._id}`, {
    headers,
    data: {
      title,
      detail: 'Counting goes on.',
      category: 'local',
      body: [
        '<h2>Counting goes on</h2>',
        '<p>Results are <strong>expected</strong> by <a href="https://station.example/results">morning</a>.</p>',
        `<figure><img data-photo-id="${photoId}" alt="Ballot boxes at a polling station"><figcaption>Ballot boxes in Addis Ababa</figcaption></figure>`,
        '<div data-youtube="dQw4w9WgXcQ"></div>',
      ].join(''),
    },
  });
  expect(edited.status()).toBe(200);
  // A photo's caption and description live with the photo, wherever it is placed.
  const described = await request.patch(`${API_URL}post/${post._id}/photos`, {
    headers,
    data: {
      photos: [
        { id: photoId, caption: 'Ballot boxes in Addis Ababa', alt: 'Ballot boxes at a polling station' },
      ],
    },
  });
  expect(described.status()).toBe(200);
  try {
    await openUntil(page, '/', () =>
      expect(page.getByRole('link', { name: new RegExp(title.slice(0, 20)) }).first()).toBeVisible({
        timeout: 1_000,
      }),
    );
    await page
      .getByRole('link', { name: new RegExp(title.slice(0, 20)) })
      .first()
      .click();
    await expect(page).toHaveURL(articlePath(post));
    const article = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title, level: 1 }) });
    await expect(article.getByText(`By ${post.author?.name}`)).toBeVisible();
    await expect(article.getByText(/^Updated/)).toBeVisible();
    await expect(article.getByRole('heading', { name: 'Counting goes on', level: 2 })).toBeVisible();
    await expect(article.getByRole('link', { name: 'morning' })).toHaveAttribute(
      'rel',
      'noopener nofollow ugc',
    );
    // The photo leads the slideshow too; here it is the one placed in the text that is checked.
    const figure = article.locator('.article__detail').getByRole('figure');
    await expect(figure.getByText('Ballot boxes in Addis Ababa')).toBeVisible();
    await expect(figure.getByRole('img', { name: 'Ballot boxes at a polling station' })).toHaveAttribute(
      'srcset',
      /\s400w/,
    );
    await expect(article.locator('iframe')).toHaveCount(0);
    await article.getByRole('link', { name: `Play video: ${title}` }).click();
    await expect(article.locator('iframe')).toHaveAttribute(
      'src',
      /youtube\.com\/embed\/dQw4w9WgXcQ\?autoplay=1/,
    );
  } finally {
    await trash(request, headers, [post]);
  }
});

test('a plain-text post reads as paragraphs with its web addresses as links, and its markup as text', async ({
  page,
  request,
}) => {
  const headers = await superHeaders(request);
  const title = `Telegram note ${Date.now().toString(36)}`;
  const post = await publish(request, headers, {
    title,
    detail: 'Power returns tonight.\n\nDetails at https://station.example/power <b>soon</b>',
  });
  try {
    await page.goto(articlePath(post));
    const text = page.locator('.article__detail');
    await expect(text.locator('p')).toHaveCount(2);
    await expect(text.getByRole('link', { name: 'https://station.example/power' })).toBeVisible();
    await expect(text.getByText('<b>soon</b>')).toBeVisible();
    await expect(text.locator('b')).toHaveCount(0);
  } finally {
    await trash(request, headers, [post]);
  }
});

test('breaking news shows on every page, drawn by the server too, and leaves at its end time', async ({
  page,
  request,
}) => {
  const headers = await superHeaders(request);
  const text = `Roads closed in the city centre ${Date.now().toString(36)}`;
  const endsAt = new Date(Date.now() + 15_000).toISOString();
  const set = await request.put(`${API_URL}banner`, {
    headers,
    data: { text, link: 'https://station.example/roads', endsAt },
  });
  expect(set.ok()).toBe(true);
  try {
    const breaking = page.getByRole('complementary', { name: 'Breaking news' });
    await openUntil(page, '/', () => expect(breaking).toContainText(text, { timeout: 1_000 }));
    expect(await (await request.get('/')).text()).toContain(text);
    await expect(breaking.getByRole('link', { name: text })).toHaveAttribute(
      'href',
      'https://station.example/roads',
    );
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'About us' })
      .click();
    await expect(page.getByRole('heading', { name: 'About us', level: 1 })).toBeVisible();
    await expect(breaking).toContainText(text);
    // No reload: the banner leaves the open page at the time the newsroom set.
    await expect(breaking).toBeHidden({ timeout: 20_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(endsAt).getTime());
  } finally {
    await request.delete(`${API_URL}banner`, { headers });
  }
});
