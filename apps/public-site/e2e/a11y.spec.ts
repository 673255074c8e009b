import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { firstPost } from './support';

async function seriousViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

test('home, article and search pages have no serious or critical accessibility violations', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Play video:/ })).toHaveCount(8);
  expect(await seriousViolations(page)).toEqual([]);

  const post = await firstPost(request);
  await page.goto(`/article/${post._id}`);
  await expect(page.getByRole('heading', { name: post.title, level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/search?key=ዜና');
  await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
