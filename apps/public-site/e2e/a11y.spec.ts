import type { Page } from '@playwright/test';
import { seriousViolations } from '@station/playwright-config/axe';
import { expect, test } from './fixtures';
import { API_URL, firstPost } from './support';

/** Headings that go down more than one level from the one before (an h2 followed by an h4). */
const skippedHeadings = (page: Page) =>
  page.evaluate(() => {
    const levels = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')]
      .filter((heading) => heading.getClientRects().length > 0)
      .map((heading) => ({ level: Number(heading.tagName[1]), text: heading.textContent?.trim() ?? '' }));
    return levels
      .filter((heading, index) => heading.level - (levels[index - 1]?.level ?? 0) > 1)
      .map(({ level, text }) => `h${level} ${text.slice(0, 40)}`);
  });

/**
 * Controls a thumb must hit that are smaller than 44 × 44 px. Links inside a sentence are exempt, as in
 * WCAG's target-size rule: they are as tall as the text around them.
 */
const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="button"]')]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || control.closest('[aria-hidden="true"], .visually-hidden'))
          return false;
        if (getComputedStyle(control).display === 'inline' && control.closest('p, li, dd, address'))
          return false;
        return box.width < 44 || box.height < 44;
      })
      .map((control) => {
        const box = control.getBoundingClientRect();
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
        return `${control.tagName.toLowerCase()} "${name.slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      }),
  );

test('every public page passes axe, never skips a heading level, and has thumb-sized targets on a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  const post = await firstPost(request);
  const programs = (await (await request.get(`${API_URL}program`)).json()) as { _id: string }[];
  const pages = [
    '/',
    `/article/${post._id}`,
    '/articles',
    '/articles/sport',
    '/jemals-view',
    `/search?key=${encodeURIComponent('ዜና')}`,
    `/program/${programs[0]?._id}`,
    '/live',
    '/about-us',
    '/contact',
    '/jeilu-sc',
    '/newsletter/confirm?token=x',
    '/no-such-page',
  ];
  const problems: Record<string, string[]> = {};
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const found = [
      ...(await seriousViolations(page)),
      ...(await skippedHeadings(page)).map((heading) => `skipped to ${heading}`),
      ...(await smallTargets(page)).map((target) => `small target ${target}`),
    ];
    if (found.length > 0) problems[path] = found;
  }
  expect(problems).toEqual({});
});

test('the open phone menu and the video dialog pass axe too', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Close menu' }).click();
  await page
    .getByRole('link', { name: /^Play video:/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Video player' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
