import { test as base } from '@playwright/test';

/**
 * The video service's player pages are answered locally: the journeys check what the site embeds,
 * and the test machine has no internet.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.route(/^https:\/\/(www\.)?(youtube\.com|openstreetmap\.org)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await use(page);
  },
});

export { expect } from '@playwright/test';
