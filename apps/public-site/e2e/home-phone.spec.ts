import { expect, test } from './fixtures';

const SCREEN = { width: 360, height: 740 };

test.use({ viewport: SCREEN, hasTouch: true, isMobile: true });

for (const language of ['en', 'am']) {
  test(`on a 360 × 740 phone the latest headline is on the first screen of the home page (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'station-language', value: language, url: baseURL ?? '' }]);
    await page.goto('/');
    const headline = page.locator('section[aria-labelledby="latest-posts"] h3').first();
    await expect(headline).toBeVisible();
    const box = await headline.boundingBox();
    // Named in the failure: what stands above the news, and where.
    const above = await page.evaluate(() =>
      [...document.querySelectorAll('main section')].map(
        (section) =>
          `${section.getAttribute('aria-labelledby')} at ${Math.round(section.getBoundingClientRect().top)}`,
      ),
    );
    expect(box?.y ?? Number.POSITIVE_INFINITY, above.join(', ')).toBeLessThan(SCREEN.height);
  });
}
