import type { BrowserContext, Locator, Page, Route } from '@playwright/test';
import { expect, test, watchPage } from './fixtures';

/**
 * Every script the page asks for waits here until the journey lets it through, one at a time or all
 * at once: what the reader does then lands at a chosen point of hydration, however busy the
 * machine is, rather than wherever the timing happens to put it.
 */
function holdScripts(page: Page) {
  const held: Route[] = [];
  let open = false;
  void page.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => (open ? route.continue() : held.push(route)),
  );
  const live = async () => (await page.locator('html[data-live]').count()) > 0;
  return {
    /**
     * Lets the next script through once the page has asked for one, and says so; false once the page
     * has been hydrated and waits for no script.
     */
    async next(): Promise<boolean> {
      await expect.poll(async () => held.length > 0 || (await live()), { timeout: 20_000 }).toBe(true);
      const route = held.shift();
      if (!route) return false;
      await route.continue();
      return true;
    },
    /**
     * Lets through, as the page asks for them, the scripts but the one at path `kept` until all of
     * `paths` are through.
     */
    async allBut(kept: string, paths: readonly string[]) {
      const through = new Set<string>();
      const pathOf = (route: Route) => new URL(route.request().url()).pathname;
      const pick = () => held.findIndex((route) => pathOf(route) !== kept);
      while (!paths.every((path) => through.has(path))) {
        await expect.poll(pick, { timeout: 20_000 }).toBeGreaterThanOrEqual(0);
        const [route] = held.splice(pick(), 1);
        if (!route) continue;
        through.add(pathOf(route));
        await route.continue();
      }
    },
    /** Lets every script through, now and from now on. */
    async all() {
      open = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/**
 * A page of its own (the journeys' page waits for hydration after each visit, which these must
 * not), on a wide screen, watched as the journeys' page is: a page React drew again fails the journey.
 */
async function freshPage(context: BrowserContext) {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  return { page, errors: watchPage(page) };
}

/** Four times slower, as a phone or a busy machine runs hydration. */
async function slowCpu(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

const headerBox = (page: Page) => page.getByRole('banner').getByRole('searchbox');

async function expectResultsFor(page: Page, key: string) {
  await expect(page).toHaveURL(`/search?key=${encodeURIComponent(key)}`);
  await expect(page.getByRole('heading', { level: 1, name: `Results for “${key}”` })).toBeVisible();
}

test('a search typed before the scripts arrive and sent once they have hydrated the page searches for what was typed', async ({
  context,
}) => {
  const { page, errors } = await freshPage(context);
  const scripts = holdScripts(page);
  await page.goto('/about-us', { waitUntil: 'commit' });
  await headerBox(page).pressSequentially('marathon');
  await scripts.all();
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await headerBox(page).press('Enter');
  await expectResultsFor(page, 'marathon');
  await expect(page.getByRole('heading', { name: /Dubai marathon/, level: 2 })).toBeVisible();
  await expect(headerBox(page)).toHaveValue('marathon');
  // Sent by the site itself, without loading a page, as every search once the page is hydrated.
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors).toEqual([]);
});

test('a key pressed at every step of hydration on a slow machine is kept, and the search made with all of them', async ({
  context,
}) => {
  test.slow();
  const { page, errors } = await freshPage(context);
  await slowCpu(context, page);
  const scripts = holdScripts(page);
  await page.goto('/about-us', { waitUntil: 'commit' });
  const box = headerBox(page);
  let typed = '';
  const typeOne = async () => {
    const letter = 'marathon'[typed.length % 'marathon'.length] ?? 'm';
    await box.press(letter);
    typed += letter;
  };
  // Before any script, then after each one the page asks for has arrived (the boot script, each
  // module it runs a task apart, the entry that hydrates the page), then once it has been hydrated.
  await typeOne();
  let steps = 0;
  while (await scripts.next()) {
    await typeOne();
    steps += 1;
  }
  await scripts.all();
  await typeOne();
  await typeOne();
  expect(steps).toBeGreaterThan(5);
  await expect(box).toHaveValue(typed);
  await box.press('Enter');
  await expectResultsFor(page, typed);
  await expect(box).toHaveValue(typed);
  expect(errors).toEqual([]);
});

test('a search sent before the scripts arrive is made', async ({ context }) => {
  const { page, errors } = await freshPage(context);
  const scripts = holdScripts(page);
  await page.goto('/about-us', { waitUntil: 'commit' });
  await headerBox(page).pressSequentially('marathon');
  await headerBox(page).press('Enter');
  await scripts.all();
  await expectResultsFor(page, 'marathon');
  expect(errors).toEqual([]);
});

test('a search sent as the page is hydrating on a slow machine is made', async ({ context }) => {
  const { page, errors } = await freshPage(context);
  await slowCpu(context, page);
  const scripts = holdScripts(page);
  await page.goto('/about-us', { waitUntil: 'commit' });
  await headerBox(page).pressSequentially('marathon');
  // Every script but the entry (which starts hydration) arrives and runs: the boot script and the
  // modules it lists after the entry.
  const [entry = '', ...imports] =
    (await page.locator('#page-boot').getAttribute('data-scripts'))?.split(' ') ?? [];
  await scripts.allBut(entry, imports);
  await Promise.all([scripts.all(), headerBox(page).press('Enter')]);
  await expectResultsFor(page, 'marathon');
  await expect(page.getByRole('heading', { name: /Dubai marathon/, level: 2 })).toBeVisible();
  expect(errors).toEqual([]);
});

/** The fields of a page's forms, filled before its scripts arrive. */
async function fillBeforeHydration(fields: [Locator, string][]) {
  for (const [field, text] of fields) await field.pressSequentially(text);
}

test('what is typed into any form before hydration is still there after it, and keeps every key typed after', async ({
  context,
}) => {
  test.slow();
  for (const path of ['/about-us', '/contact']) {
    const { page, errors } = await freshPage(context);
    const scripts = holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    const contact = page.locator('form', { has: page.getByRole('button', { name: 'Send Message' }) });
    const newsletter = page.locator('form', { has: page.getByRole('button', { name: 'Subscribe' }) });
    const fields: [Locator, string][] = [
      [headerBox(page), 'ቡና'],
      [contact.getByLabel('First name'), 'Abebe'],
      [contact.getByLabel('Last name'), 'Bikila'],
      [contact.getByLabel('Email'), 'abebe@example.com'],
      [contact.getByLabel('Message'), 'ሰላም, a word typed early'],
      [newsletter.getByLabel('Your email'), 'reader@example.com'],
    ];
    await fillBeforeHydration(fields);
    await scripts.all();
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    // A key typed once the page is hydrated lands after what was typed before, not in an emptied box.
    for (const [field, text] of fields) {
      await field.press('End');
      await field.press('!');
      await expect(field, `${path}: ${text}`).toHaveValue(`${text}!`);
    }
    expect(errors).toEqual([]);
    await page.close();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a search typed into the menu opened before hydration stays in view through it, and is made', async ({
    context,
  }) => {
    const page = await context.newPage();
    const errors = watchPage(page);
    const scripts = holdScripts(page);
    await page.goto('/about-us', { waitUntil: 'commit' });
    // Before the scripts, the menu opens by its address.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const box = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('searchbox');
    await box.pressSequentially('marathon');
    await scripts.all();
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    await expect(box).toBeVisible();
    await expect(box).toHaveValue('marathon');
    await box.press('Enter');
    await expectResultsFor(page, 'marathon');
    expect(errors).toEqual([]);
  });
});
