import { test as base, expect } from '@playwright/test';

/**
 * The video service's player pages are answered locally: the journeys check what the site embeds,
 * and the test machine has no internet. Every journey also fails if the page's CSP blocked anything.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.route(/^https:\/\/(www\.)?(youtube\.com|openstreetmap\.org)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy'))
        blocked.push(message.text());
    });
    await use(page);
    expect(blocked).toEqual([]);
  },
});

export { expect };
