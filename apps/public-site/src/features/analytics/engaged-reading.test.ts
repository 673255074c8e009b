import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { engagedBeaconUrl, type ReadingPage, watchArticle, watchReading } from './engaged-reading';

/** A page with an article whose text is 2,000 px long, starting 300 px down, on an 800 px screen. */
function articlePage() {
  const text = { top: 300, height: 2000 };
  const view = Object.assign(new EventTarget(), { innerHeight: 800, scrollY: 0 });
  const page = Object.assign(new EventTarget(), {
    visibilityState: 'visible' as DocumentVisibilityState,
    querySelector: () => ({
      getBoundingClientRect: () => ({ top: text.top - view.scrollY, height: text.height }),
    }),
    documentElement: { scrollHeight: 2600 },
  });
  const setVisibility = (state: DocumentVisibilityState) => {
    page.visibilityState = state;
    page.dispatchEvent(new Event('visibilitychange'));
  };
  const scrollTo = (y: number) => {
    view.scrollY = y;
    view.dispatchEvent(new Event('scroll'));
  };
  return {
    reading: { window: view, document: page } as unknown as ReadingPage,
    hide: () => setVisibility('hidden'),
    show: () => setVisibility('visible'),
    close: () => view.dispatchEvent(new Event('pagehide')),
    scrollTo,
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('engaged reading', () => {
  it('says so once when a reader who kept the article on screen 30 s leaves it', () => {
    const page = articlePage();
    const engaged = vi.fn();
    watchReading(page.reading, engaged);
    vi.advanceTimersByTime(30_000);
    expect(engaged).not.toHaveBeenCalled();
    page.hide();
    expect(engaged).toHaveBeenCalledTimes(1);
    page.close();
    page.show();
    vi.advanceTimersByTime(60_000);
    page.hide();
    expect(engaged).toHaveBeenCalledTimes(1);
  });

  it('adds up the time on screen, leaving out the time the page was hidden', () => {
    const page = articlePage();
    const engaged = vi.fn();
    watchReading(page.reading, engaged);
    vi.advanceTimersByTime(20_000);
    page.hide();
    vi.advanceTimersByTime(120_000);
    page.show();
    expect(engaged).not.toHaveBeenCalled();
    vi.advanceTimersByTime(9_000);
    page.hide();
    expect(engaged).not.toHaveBeenCalled();
    page.show();
    vi.advanceTimersByTime(1_000);
    page.close();
    expect(engaged).toHaveBeenCalledTimes(1);
  });

  it('counts a reader who scrolled past three quarters of the text, however quickly', () => {
    const page = articlePage();
    const engaged = vi.fn();
    watchReading(page.reading, engaged);
    page.scrollTo(900);
    vi.advanceTimersByTime(5_000);
    page.hide();
    expect(engaged).not.toHaveBeenCalled();
    page.show();
    // Three quarters of the text lie 1,800 px down the page; scrolled to 1,300, the screen ends at 2,100.
    page.scrollTo(1300);
    page.scrollTo(0);
    page.hide();
    expect(engaged).toHaveBeenCalledTimes(1);
  });

  it('checks when the reader moves to another page of the site', () => {
    const page = articlePage();
    const engaged = vi.fn();
    const watch = watchReading(page.reading, engaged);
    vi.advanceTimersByTime(45_000);
    watch.stop();
    expect(engaged).toHaveBeenCalledTimes(1);
    page.hide();
    expect(engaged).toHaveBeenCalledTimes(1);
  });

  it('says nothing of a reader who left early', () => {
    const page = articlePage();
    const engaged = vi.fn();
    const watch = watchReading(page.reading, engaged);
    page.scrollTo(400);
    vi.advanceTimersByTime(12_000);
    page.hide();
    watch.stop();
    expect(engaged).not.toHaveBeenCalled();
  });
});

describe('the article watched', () => {
  it('is the one on screen: showing another page of the site is leaving it', () => {
    const send = vi.fn();
    const reading = { articleId: '00000000-0000-4000-8000-0000000000a1' };
    watchArticle(reading, send);
    vi.advanceTimersByTime(31_000);
    watchArticle(null, send);
    expect(send).toHaveBeenCalledWith(reading);
    vi.advanceTimersByTime(31_000);
    watchArticle(null, send);
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('the beacon address', () => {
  it('names the article and what the page knows, on the API’s address', () => {
    const url = new URL(
      engagedBeaconUrl('https://station.test/api', {
        articleId: '00000000-0000-4000-8000-0000000000a1',
        referrer: 'https://t.me/',
        lang: 'am',
      }),
    );
    expect(url.pathname).toBe('/api/view/engaged');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      articleId: '00000000-0000-4000-8000-0000000000a1',
      referrer: 'https://t.me/',
      lang: 'am',
    });
  });
});
