import { expect, type Page, test } from '@playwright/test';
import { API, asSuper, PUBLIC_SITE } from './support';

const total = async (page: Page, id: string) =>
  Number((await page.getByTestId(`total-${id}`).textContent())?.replace(/\D/g, ''));

test('the dashboard numbers move after visitors read the public site', async ({ page, request, browser }) => {
  await asSuper(page, request, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Most viewed posts in the last 7 days' })).toBeVisible();
  await expect(page.getByTestId('total-posts')).not.toHaveText('…');
  const views = await total(page, 'views');
  const visits = await total(page, 'visits');

  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  const isCount = (response: { url(): string }) => response.url().includes('/view/increase');
  const visit = site.waitForResponse(isCount);
  await site.goto(PUBLIC_SITE);
  await visit;
  const pageView = site.waitForResponse(isCount);
  await site.goto(`${PUBLIC_SITE}/contact`);
  await pageView;
  await visitor.close();

  await page.reload();
  await expect.poll(() => total(page, 'visits')).toBeGreaterThan(visits);
  await expect.poll(() => total(page, 'views')).toBeGreaterThan(views);
  await page.getByRole('link', { name: 'Visitors' }).click();
  await expect(page.getByRole('heading', { name: /^Recent page visits \[\d+\]$/ })).toBeVisible();
  await expect(page.getByRole('cell', { name: '/contact' }).first()).toBeVisible();
});

test('Visitors names an article by its title, not by its address', async ({ page, request, browser }) => {
  const [post] = await (await request.get(`${API}post?limit=1`)).json();
  const visitor = await browser.newContext();
  const site = await visitor.newPage();
  const counted = site.waitForResponse((response) => response.url().includes('/view/increase'));
  await site.goto(`${PUBLIC_SITE}/article/${post._id}`);
  await counted;
  await visitor.close();

  await asSuper(page, request, '/dashboard/visitors');
  const table = page.getByRole('table', { name: /^Recent page visits/ });
  await expect(table.getByRole('cell', { name: post.title.slice(0, 20) }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: `/article/${post._id}` })).toHaveCount(0);
});

test('the category chart shows how many posts each category has', async ({ page, request }) => {
  const analytics = await (
    await request.get(`${API}post/post-analytics`, {
      headers: { authorization: `Bearer ${await asSuper(page, request, '/dashboard')}` },
    })
  ).json();
  const [first] = analytics.newsData as { category: string; count: number }[];
  const names: Record<string, string> = {
    local: 'Local news',
    world: 'World news',
    jemals_view: "Jemal's view",
    business: 'Business',
    sport: 'Sport',
  };
  await expect(page.getByText(`${names[first?.category ?? 'local']}: ${first?.count}`)).toBeVisible();
});

test('the sidebar starts closed on a phone and opens over a dark overlay', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await asSuper(page, request, '/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Sections' });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Toggle menu' }).click();
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('link', { name: 'Programs' }).click();
  await expect(page.getByRole('heading', { name: 'Programs', level: 1 })).toBeVisible();
  await expect(sidebar).toBeHidden();
});

test('at 360 px every table row keeps its actions on screen', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const withinWidth = async (name: RegExp, role: 'button' | 'link' = 'button') => {
    const box = await page.getByRole(role, { name }).first().boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  };
  await asSuper(page, request, '/dashboard/posts');
  await expect(page.getByRole('button', { name: /^Move to trash / }).first()).toBeVisible();
  await withinWidth(/^Edit /, 'link');
  await withinWidth(/^Move to trash /);
  await page.goto('/dashboard/programs');
  await expect(page.getByRole('button', { name: /^Delete / }).first()).toBeVisible();
  for (const action of [/^Edit /, /^Delete /]) await withinWidth(action);
});
