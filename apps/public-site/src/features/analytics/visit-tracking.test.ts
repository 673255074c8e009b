import { viewIncreaseQuerySchema } from '@station/domain';
import { describe, expect, it } from 'vitest';
import { articleMarker } from '~/config/storage-keys';
import { arrivalAt, forgetEarlierDays, markSeen, viewQueryFor } from './visit-tracking';

const ID = '3f1c2b6e-8a4d-4b7e-9c1a-2d5e6f7a8b9c';
const MONDAY = new Date(2026, 10, 23, 9, 30);
const LATE_MONDAY = new Date(2026, 10, 23, 23, 59);
const TUESDAY = new Date(2026, 10, 24, 0, 1);
const article = (id: string) => ({ path: `/article/${id}`, articleId: id });

function memoryStore() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

/** A reader's browser: a session store per tab, one local store for all of them. */
function reader() {
  const local = memoryStore();
  return { local, tab: () => ({ session: memoryStore(), local }) };
}

describe('visit tracking', () => {
  it('counts the first page of a session as a visit and later pages as page-views', () => {
    const stores = reader().tab();
    expect(viewQueryFor({ path: '/' }, stores, MONDAY)).toEqual({ webStatus: 'visit', path: '/' });
    expect(viewQueryFor({ path: '/live' }, stores, MONDAY)).toEqual({
      webStatus: 'page-view',
      path: '/live',
    });
  });

  it('counts an article as a visit the first time this browser opens it on a day, whatever the tab', () => {
    const browser = reader();
    const first = browser.tab();
    viewQueryFor({ path: '/' }, first, MONDAY);
    expect(viewQueryFor(article(ID), first, MONDAY)).toEqual({
      webStatus: 'page-view',
      articleStatus: 'visit',
      articleId: ID,
      path: `/article/${ID}`,
    });
    expect(browser.local.values.get(articleMarker(ID))).toBe('2026-11-23');
    // A reload, and a new tab later that day, are page-views of the article.
    expect(viewQueryFor(article(ID), first, MONDAY)).toMatchObject({ articleStatus: 'page-view' });
    expect(viewQueryFor(article(ID), browser.tab(), LATE_MONDAY)).toMatchObject({
      webStatus: 'visit',
      articleStatus: 'page-view',
    });
    // Another article, or the same one the next day, is a visit again.
    expect(viewQueryFor(article(ID.replace('3f', '4f')), first, MONDAY)).toMatchObject({
      articleStatus: 'visit',
    });
    expect(viewQueryFor(article(ID), first, TUESDAY)).toMatchObject({ articleStatus: 'visit' });
    expect(browser.local.values.get(articleMarker(ID))).toBe('2026-11-24');
  });

  it("forgets the markers of earlier days and keeps today's and the site's other keys", () => {
    localStorage.setItem(articleMarker(ID), '2026-11-22');
    localStorage.setItem(articleMarker(ID.replace('3f', '4f')), '2026-11-23');
    localStorage.setItem('unrelated', '2026-11-22');
    forgetEarlierDays(localStorage, MONDAY);
    expect(localStorage.getItem(articleMarker(ID))).toBeNull();
    expect(localStorage.getItem(articleMarker(ID.replace('3f', '4f')))).toBe('2026-11-23');
    expect(localStorage.getItem('unrelated')).toBe('2026-11-22');
  });

  it('sends no article part for a page that is not an article', () => {
    expect(viewQueryFor({ path: '/articles/sport' }, reader().tab(), MONDAY)).toEqual({
      webStatus: 'visit',
      path: '/articles/sport',
    });
  });

  it('still counts a visit when storage refuses to work', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(markSeen(broken, 'visit')).toBe('visit');
    expect(viewQueryFor(article(ID), { session: broken, local: broken }, MONDAY)).toMatchObject({
      webStatus: 'visit',
      articleStatus: 'visit',
    });
  });
});

describe('how a reader arrived', () => {
  const landing = new URL('https://station.example/article/x?utm_source=telegram&utm_campaign=morning-news');

  it("gives the landing page the referring page and its address's campaign", () => {
    expect(arrivalAt(landing, 'https://t.me/', null)).toEqual({
      referrer: 'https://t.me/',
      utmSource: 'telegram',
      utmCampaign: 'morning-news',
    });
    expect(arrivalAt(new URL('https://station.example/'), '', null)).toEqual({});
  });

  it('gives every later page the page before it on the site, and no campaign', () => {
    expect(arrivalAt(landing, 'https://t.me/', '/category/sport')).toEqual({
      referrer: 'https://station.example/category/sport',
    });
  });

  it('cuts long values to what the counter accepts rather than lose the count', () => {
    const long = new URL(`https://station.example/?utm_source=${'s'.repeat(5_000)}`);
    const arrival = arrivalAt(long, `https://example.com/${'p'.repeat(5_000)}`, null);
    expect(viewIncreaseQuerySchema.safeParse({ webStatus: 'visit', path: '/', ...arrival }).success).toBe(
      true,
    );
    expect(arrival.utmSource).toHaveLength(100);
  });
});
