import { test as base, expect, type Page } from '@playwright/test';

// React's errors for a page whose server markup did not match the browser's first render.
const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b|Hydration failed/;

/**
 * What the page's CSP blocked and every time the browser had to redraw a page the server drew, as
 * they happen; a journey fails on any.
 */
export function watchPage(page: Page): string[] {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().includes('Content Security Policy') || HYDRATION_ERROR.test(message.text()))
      blocked.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(error.message)) blocked.push(error.message);
  });
  return blocked;
}

/**
 * The video service's player pages are answered locally: the journeys check what the site embeds,
 * and the test machine has no internet. Every journey also fails if the page's CSP blocked anything
 * or if the browser had to redraw a page the server drew.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    await page.route(/^https:\/\/(www\.)?(youtube\.com|openstreetmap\.org)\//, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    const blocked = watchPage(page);
    // Pages arrive drawn by the server and their buttons work once the scripts have taken them over;
    // the journeys are about the live site, so every visit and reload waits for that (what a tap does
    // before it has its own journeys, which open their pages themselves).
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator('html[data-live]').waitFor({ state: 'attached' });
      return response;
    };
    const reload = page.reload.bind(page);
    page.reload = async (options) => {
      const response = await reload(options);
      await page.locator('html[data-live]').waitFor({ state: 'attached' });
      return response;
    };
    await use(page);
    expect(blocked).toEqual([]);
  },
});

export { expect };
