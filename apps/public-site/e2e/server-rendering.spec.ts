import type { APIRequestContext, Page } from '@playwright/test';
import { truncate } from '@station/domain';
import { expect, test } from './fixtures';
import { API_URL, firstPost, firstProgram } from './support';

test('an article link opened from Telegram arrives drawn, with its title for the preview', async ({
  request,
}) => {
  const post = await firstPost(request);
  const response = await request.get(`/article/${post._id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<h1 class="article__title" lang="am">${post.title}</h1>`);
  expect(html).toContain(`<title>${post.title} | Station TV</title>`);
  expect(html).toContain(`<meta property="og:title" content="${post.title} | Station TV">`);
});

test('an unknown article is a 404 page, drawn', async ({ request }) => {
  const response = await request.get('/article/not-an-article');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Sorry, we could not find this page.');
});

test('the home page reads and links without scripts', async ({ browser, request }) => {
  const post = await firstPost(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'recently released', exact: true })).toBeVisible();
  await page.locator(`a[href^="/article/${post._id}/"]`).first().click();
  await expect(page.getByRole('heading', { name: post.title, level: 1 })).toBeVisible();
  await context.close();
});

test("a program's video is its still until the reader taps it, then plays on the page", async ({
  page,
  request,
}) => {
  const program = await firstProgram(request);
  await page.goto(`/program/${program._id}`);
  const main = page.getByRole('main');
  await expect(main.locator('iframe')).toHaveCount(0);
  await main.getByRole('link', { name: `Play video: ${program.name}` }).click();
  await expect(main.getByTitle(`Program video: ${program.name}`)).toHaveAttribute(
    'src',
    /youtube\.com\/embed\/[\w-]{11}\?autoplay=1/,
  );
});

test('with scripts off, every page reads, its menu opens, the language switches and video cards link out', async ({
  browser,
  request,
}) => {
  const program = await firstProgram(request);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 360, height: 740 },
  });
  const page = await context.newPage();
  const pages: [string, string][] = [
    ['/articles', 'ወቅታዊ ዜና'],
    ['/articles/sport', 'ስፖርት'],
    [`/program/${program._id}`, program.name],
    ['/live', 'Live'],
    ['/about-us', 'About us'],
    ['/contact', 'Contact us'],
    ['/jeilu-sc', 'ጀይሉ አክሲዮን ማህበር'],
  ];
  for (const [path, heading] of pages) {
    const response = await page.goto(path);
    expect({ path, status: response?.status() }).toEqual({ path, status: 200 });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto('/articles');
  await expect(page.getByRole('main').locator('a[href^="/article/"]').first()).toBeVisible();

  const search = await page.goto(`/search?key=${encodeURIComponent('ሰላም')}`);
  expect(search?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  for (const path of ['/articles/no-such-category', '/program/00000000-0000-4000-8000-999999999999']) {
    const missing = await page.goto(path);
    expect({ path, status: missing?.status() }).toEqual({ path, status: 404 });
    await expect(page.getByText('Sorry, we could not find this page.')).toBeVisible();
  }

  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Play video:/ }).first()).toHaveAttribute(
    'href',
    /^https:\/\/www\.youtube\.com\/watch\?v=/,
  );
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(nav.getByRole('link', { name: 'About us' })).toBeVisible();
  await nav.getByRole('link', { name: 'አማርኛ (Amharic)' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  await expect(page).toHaveURL(/\/$/);
  await context.close();
});

test('a drawn page comes alive: the menu opens and links move without reloading', async ({
  page,
  request,
}) => {
  const post = await firstPost(request);
  await page.goto(`/article/${post._id}`);
  await expect(page.getByRole('heading', { name: post.title, level: 1 })).toBeVisible();
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'About us' }).click();
  await expect(page.getByRole('heading', { name: 'About us', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a reader who chose Amharic gets the next page drawn in Amharic', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Language' }).click();
  await nav.getByRole('link', { name: 'አማርኛ (Amharic)' }).click();
  await expect(page.getByRole('navigation', { name: 'ዋና ማውጫ' })).toBeVisible();
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('<html lang="am"');
});

test('a link tapped as soon as the page shows, while a slow phone is still hydrating it, is followed', async ({
  context,
}) => {
  // A page of its own: the journeys' page waits for the scripts after each visit, which this must not.
  const page = await context.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);

  // A wide screen's cards hold their longer texts as drawn, so nothing is redrawn under the pointer.
  await page.goto('/');
  const card = page.locator('.post-grid .post-card__link').first();
  const href = (await card.getAttribute('href')) ?? '';
  await card.click();
  await expect.poll(() => page.evaluate(() => location.pathname)).toBe(href);

  await page.goto('/no/such/page');
  await page.getByRole('main').getByRole('link', { name: 'Back to homepage' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

/** Whether React has taken the first element matching `selector` over (it keeps its own keys on what it draws). */
const takenOver = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));

/** The first card on the page whose text is longer than a wide screen shows, with that text. */
async function cardWithLongText(page: Page, request: APIRequestContext) {
  const cards = page.locator('.post-grid .post-card');
  for (let index = 0; index < (await cards.count()); index += 1) {
    const href = (await cards.nth(index).getByRole('link').getAttribute('href')) ?? '';
    const id = href.split('/')[2] ?? '';
    const { detail } = (await (await request.get(`${API_URL}post/${id}`)).json()) as { detail: string };
    if (detail.length > 200) return { card: cards.nth(index), detail };
  }
  throw new Error('no card on the page has a text longer than 200 characters');
}

const shownText = async (page: Page, request: APIRequestContext) => {
  const { card, detail } = await cardWithLongText(page, request);
  const words = (text: string) => text.replace(/\s+/g, ' ').trim();
  // A card is laid out only near the screen (posts.css), and only then has text to show.
  await card.scrollIntoViewIfNeeded();
  // What the screen shows, which is the point: the text of the lengths this width hides is in the page.
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text, not the page's, is what is checked.
  const shown = await card.locator('.post-card__detail').innerText();
  return { shown: words(shown), whole: words(detail) };
};

test('a card shows its text at the length of its screen, from 80 characters on a phone to 200 on a wide one, as the server drew it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const { shown, whole } = await shownText(page, request);
  expect(shown).toBe(truncate(whole, 200));
  // Drawn once for every screen: hydration leaves the list alone on a wide screen too.
  expect(await takenOver(page, '.post-grid .post-card__link')).toBe(false);
  for (const [width, length] of [
    [1000, 160],
    [700, 120],
    [360, 80],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    expect((await shownText(page, request)).shown, `at ${width} px`).toBe(truncate(whole, length));
  }
});

test('a wide screen gets its header bar as the server drew it, and keeps it through hydration', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const PARTS = ['.site-header__search input', '.main-nav', '.site-header__toggle', 'footer a'];
  // The elements as the page is first built, before any script runs.
  await page.addInitScript((parts) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { drawn?: (Element | null)[] }).drawn = parts.map((part) => document.querySelector(part));
    });
  }, PARTS);
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('searchbox')).toBeVisible();
  await expect(banner.getByRole('button', { name: /menu/i })).toBeHidden();
  await expect(banner.getByRole('navigation').getByRole('link', { name: 'Live' })).toBeVisible();
  // Hydrated, not rendered again: a part replaced under a pointer loses the click it was getting.
  const kept = await page.evaluate(
    (parts) =>
      parts.map(
        (part, index) =>
          document.querySelector(part) !== null &&
          document.querySelector(part) === (window as { drawn?: (Element | null)[] }).drawn?.[index],
      ),
    PARTS,
  );
  expect(kept).toEqual(PARTS.map(() => true));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('hydration leaves the article text and the lists as the server drew them, and their links still move within the site', async ({
    page,
    request,
  }) => {
    const post = await firstPost(request);
    await page.goto(`/article/${post._id}`);
    expect(await takenOver(page, 'button[aria-controls]')).toBe(true);
    expect(await takenOver(page, '.article__title')).toBe(false);
    expect(await takenOver(page, '.article__detail p')).toBe(false);
    expect(await takenOver(page, '.related-posts .post-card__link')).toBe(false);
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    const related = page.locator('.related-posts .post-card__link').first();
    const href = (await related.getAttribute('href')) ?? '';
    await related.click();
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe(href);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(post.title);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('an article opened after another, with the header and footer drawn for that one, is hydrated whole and its links lead back to it', async ({
    page,
    request,
  }) => {
    const first = await firstPost(request);
    const second = await firstPost(request, 'limit=1&skip=1');
    await page.goto(`/article/${first._id}`);
    // Within seconds of the first: the page server gives this one the header and footer it drew then.
    await page.goto(`/article/${second._id}`);
    await expect(page.getByRole('heading', { name: second.title, level: 1 })).toBeVisible();
    const here = new URL(page.url()).pathname;
    await expect(page.getByRole('link', { name: 'Turn data saver on' })).toHaveAttribute(
      'href',
      `/data-saver?${new URLSearchParams({ set: 'on', back: here })}`,
    );
    expect(await takenOver(page, 'button[aria-controls]')).toBe(true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Language' }).click();
    const amharic = nav.getByRole('link', { name: 'አማርኛ (Amharic)' });
    await expect(amharic).toHaveAttribute(
      'href',
      `/language?${new URLSearchParams({ set: 'am', back: here })}`,
    );
    await amharic.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await expect(page.getByRole('button', { name: 'ማውጫውን ክፈት' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(here);
  });

  test('the footer is laid out only as the reader comes to it, and then reads and works as ever', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const drawn = () =>
      footer.evaluate((element) =>
        element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
      );
    expect(await drawn()).toBe(false);
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(drawn).toBe(true);
    await expect(footer.getByRole('link', { name: 'About us' })).toBeVisible();
  });

  test('a list kept as drawn is drawn anew in the language the reader switches to', async ({ page }) => {
    await page.goto('/');
    const dates = page.locator('.post-grid .post-card__dates').first();
    const english = await dates.textContent();
    expect(await takenOver(page, '.post-grid .post-card__dates')).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Language' }).click();
    await nav.getByRole('link', { name: 'አማርኛ (Amharic)' }).click();
    await expect(dates).not.toHaveText(english ?? '');
    expect(await takenOver(page, '.post-grid .post-card__dates')).toBe(true);
  });
});
