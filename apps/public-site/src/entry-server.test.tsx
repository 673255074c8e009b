// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_ADDRESS } from '~/rendering';
import { renderPage } from './entry-server';
import { callApiWith } from './lib/api';
import { languageSwitchHref } from './lib/language';
import { dataSaverSwitchHref } from './lib/reader';
import { makePost, makeProgram, makeSatellite } from './testing/factories';
import { stubApi } from './testing/render-app';

const options = { language: 'en', timeoutMs: 2_000 } as const;

describe('renderPage', () => {
  it("draws the home page with the frame's and the page's data, and hands that data over", async () => {
    const post = makePost({ title: 'የጁምዓ ዜና' });
    stubApi({
      post: [post],
      program: [makeProgram({ name: 'Friday sermon' })],
      'satellite-info': [makeSatellite()],
    });
    const page = await renderPage('/', options);
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('የጁምዓ ዜና');
    expect(page?.html).toContain('Friday sermon');
    expect(page?.html).toContain('Nilesat 201');
    expect(page?.head.title).toBe('Home | Station TV');
    expect(page?.routeIds).toContain('/');
    const keys = page?.state.queries.map((query) => query.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['posts', 'programs', 'satellite']));
  });

  it('gives an article its title, description and picture for link previews', async () => {
    const post = makePost({
      title: 'አዲስ የትምህርት ማዕከል',
      detail: 'ረጅም ዝርዝር '.repeat(40),
      imagesUrl: [{ secure_url: 'http://api.test/uploads/a.webp' }],
    });
    stubApi({ [`post/${post._id}`]: post, post: [post] });
    const page = await renderPage(`/article/${post._id}`, options);
    expect(page?.status).toBe(200);
    expect(page?.html).toContain('<h1 class="article__title" lang="am">አዲስ የትምህርት ማዕከል</h1>');
    expect(page?.head).toMatchObject({
      title: 'አዲስ የትምህርት ማዕከል | Station TV',
      image: 'http://api.test/uploads/a.webp',
    });
    expect(page?.head.description?.endsWith('...')).toBe(true);
  });

  it('shows a shared link the cover cut to the share picture around its focal point', async () => {
    const post = makePost({
      title: 'A portrait cover',
      imagesUrl: [
        {
          secure_url: 'http://api.test/uploads/tall.webp',
          share_url: 'http://api.test/uploads/tall-share.jpg',
          focus: { x: 0.5, y: 0.1 },
        },
      ],
    });
    stubApi({ [`post/${post._id}`]: post, post: [post] });
    const page = await renderPage(`/article/${post._id}`, options);
    expect(page?.head.image).toBe('http://api.test/uploads/tall-share.jpg');
  });

  it('sends an article reached by id alone or by an old slug to its canonical address, and names it there', async () => {
    const post = makePost({ title: 'የረመዳን ጾም', slug: 'የረመዳን-ጾም' });
    stubApi({ [`post/${post._id}`]: post, post: [post] });
    const canonical = `/article/${post._id}/${encodeURIComponent('የረመዳን-ጾም')}`;
    for (const url of [`/article/${post._id}`, `/article/${post._id}/old-title`]) {
      const moved = await renderPage(url, options);
      expect({ url, status: moved?.status, location: moved?.location }).toEqual({
        url,
        status: 301,
        location: canonical,
      });
    }
    const page = await renderPage(canonical, options);
    expect(page?.status).toBe(200);
    expect(page?.head.canonical).toBe(canonical);
  });

  it('signs an article, says when it was updated, draws its rich text, and puts breaking news on the page', async () => {
    const post = makePost({
      title: 'Rich article',
      slug: 'rich-article',
      author: { name: 'Desk Writer', kind: 'admin' },
      editedAt: '2026-05-10T12:00:00.000Z',
      body: '<h2>ንዑስ ርዕስ</h2><p>A <strong>bold</strong> word.</p><div data-youtube="dQw4w9WgXcQ"></div>',
    });
    stubApi({
      [`post/${post._id}`]: post,
      post: [post],
      banner: { text: 'ሰበር: roads closed', link: null, endsAt: '2999-01-01T00:00:00.000Z' },
    });
    const page = await renderPage(`/article/${post._id}/rich-article`, options);
    expect(page?.html).toContain('By Desk Writer');
    expect(page?.html).toContain('Updated');
    expect(page?.html).toContain('<h2>ንዑስ ርዕስ</h2><p>A <strong>bold</strong> word.</p>');
    expect(page?.html).not.toContain('<iframe');
    expect(page?.html).toContain(
      'href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" class="video-still" aria-label="Play video: Rich article"',
    );
    expect(page?.html).toContain('ሰበር: roads closed');
  });

  it('says when an article was updated by the Addis Ababa clock, in both languages', async () => {
    const post = makePost({ editedAt: '2026-11-28T21:30:00.000Z' });
    stubApi({ [`post/${post._id}`]: post, post: [post] });
    const english = await renderPage(`/article/${post._id}`, options);
    expect(english?.html).toMatch(/Updated(<!-- -->)? <time[^>]*>29 November 2026, 00:30<\/time>/);
    const amharic = await renderPage(`/article/${post._id}`, { ...options, language: 'am' });
    expect(amharic?.html).toMatch(/<time[^>]*>ኅዳር 20 ቀን 2019 ዓ\.ም\.፣ 00:30<\/time>/);
  });

  it("draws a program's broadcast times from the schedule, as the live page writes them", async () => {
    const program = makeProgram({ name: 'Friday sermon', time: "After Jumu'ah" });
    const slot = { _id: makeProgram()._id, day: 5, start: '12:00', end: '13:30', program };
    stubApi({ program: [program], [`program/${program._id}`]: program, schedule: [slot] });
    const page = await renderPage(`/program/${program._id}`, options);
    expect(page?.html).toMatch(/Broadcast time:(<!-- -->)? (<!-- -->)?Friday 12:00–13:30/);
  });

  it('draws an unknown article and an unknown address as a 404 page', async () => {
    stubApi();
    for (const url of ['/article/00000000-0000-4000-8000-999999999999', '/no-such-page']) {
      const page = await renderPage(url, options);
      expect(page?.status).toBe(404);
      expect(page?.html).toContain('Sorry, we could not find this page.');
      expect(page?.head.title).toBe('Page not found | Station TV');
    }
  });

  it('draws an unknown category or program as a 404 page', async () => {
    stubApi();
    for (const url of ['/articles/foo', '/program/00000000-0000-4000-8000-999999999999', '/program/x']) {
      const page = await renderPage(url, options);
      expect(page?.status, url).toBe(404);
      expect(page?.html).toContain('Sorry, we could not find this page.');
    }
  });

  it('draws every other page on the server, each with its own title and description', async () => {
    const program = makeProgram({ name: 'Friday sermon' });
    stubApi({
      post: [makePost({ title: 'የስፖርት ዜና', category: 'sport' })],
      program: [program],
      [`program/${program._id}`]: program,
      'satellite-info': [makeSatellite()],
    });
    const pages = [
      ['/articles/sport', 'የስፖርት ዜና'],
      [`/program/${program._id}`, 'Friday sermon'],
      ['/contact', 'Contact'],
      ['/about-us', 'About'],
      ['/jeilu-sc', 'Jeilu'],
      ['/live', 'Live'],
    ] as const;
    const titles = new Set<string | undefined>();
    for (const [url, text] of pages) {
      const page = await renderPage(url, options);
      expect(page?.status, url).toBe(200);
      expect(page?.html, url).toContain(text);
      expect(page?.head.description, url).toBeTruthy();
      titles.add(page?.head.title);
    }
    expect(titles.size).toBe(pages.length);
  });

  it('draws the search page without a query, and a newsletter link page with its token', async () => {
    stubApi();
    const search = await renderPage('/search', options);
    expect(search?.status).toBe(200);
    expect(search?.html).toContain('<h1');
    const confirm = await renderPage('/newsletter/confirm?token=abc', options);
    expect(confirm?.html).toContain('Confirm my subscription');
  });

  it('draws the page in the language the reader chose', async () => {
    stubApi();
    const page = await renderPage('/', { ...options, language: 'am' });
    expect(page?.html).toContain('aria-label="ዋና ማውጫ"');
  });

  it('refuses to draw a page whose data failed, so the browser loads it itself', async () => {
    stubApi({ post: Error });
    await expect(renderPage('/', options)).rejects.toThrow(/API failed/);
  });

  it('stops where it is when the server stops waiting, even with a page loader still waiting for data', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    stubApi({ [`post/${id}`]: new Promise(() => undefined) });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('stopped at the limit')), 50);
    await expect(renderPage(`/article/${id}`, { ...options, signal: controller.signal })).rejects.toThrow(
      'stopped at the limit',
    );
  });

  it('gives up on data slower than its time', async () => {
    stubApi({ ad: new Promise(() => undefined) });
    await expect(renderPage('/', { ...options, timeoutMs: 50 })).rejects.toThrow(/longer than 50 ms/);
  });

  describe('with API responses cached between pages, as the page server caches them', () => {
    // Each address's response fetched once and handed to every page after: the same objects each time.
    const cacheResponses = () => {
      const responses = new Map<string, Promise<unknown>>();
      callApiWith({
        shareReads: <T,>(url: string, read: () => Promise<T>) => {
          if (!responses.has(url)) responses.set(url, read());
          return responses.get(url) as Promise<T>;
        },
      });
      return responses;
    };
    afterEach(() => callApiWith({}));

    const latest = [makePost({ title: 'Latest one' }), makePost({ title: 'Latest two' })];
    const [first, second] = [makePost({ title: 'First article' }), makePost({ title: 'Second article' })];
    const answers = { [`post/${first._id}`]: first, [`post/${second._id}`]: second, post: latest };
    const related = (html = '') => html.slice(html.indexOf('id="related-posts"'));

    it('renders the latest posts under the next article from the markup cached under the last, as afresh', async () => {
      stubApi(answers);
      const afresh = await renderPage(`/article/${second._id}`, options);
      cacheResponses();
      expect(related((await renderPage(`/article/${first._id}`, options))?.html)).toContain('Latest one');
      const next = await renderPage(`/article/${second._id}`, options);
      expect(next?.html).toBe(afresh?.html);
      expect(next?.html).not.toContain('data-shared-part');
    });

    it('reuses that markup only while the response is the one it was rendered from, and in its language', async () => {
      stubApi(answers);
      const cached = cacheResponses();
      await renderPage(`/article/${first._id}`, options);
      const settled = await Promise.allSettled(cached.values());
      const list = settled
        .map((response) =>
          response.status === 'fulfilled' ? (response.value as { data: unknown }).data : undefined,
        )
        .find((data) => Array.isArray(data) && data[0]?.title === 'Latest one') as { title: string }[];
      // Changed behind the cached markup's back: only a list rendered anew shows it.
      list[0] = { ...list[0], title: 'Renamed' } as (typeof list)[0];
      expect(related((await renderPage(`/article/${second._id}`, options))?.html)).toContain('Renamed');
      Object.assign(list[1] as object, { title: 'Renamed too' });
      expect(related((await renderPage(`/article/${second._id}`, options))?.html)).not.toContain(
        'Renamed too',
      );
      const inAmharic = await renderPage(`/article/${second._id}`, { ...options, language: 'am' });
      expect(related(inAmharic?.html)).toContain('Renamed too');
    });

    // React writes an attribute's & and ' as entities.
    const inAttribute = (href: string) => href.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');
    const frame = (html = '') => [html.slice(0, html.indexOf('<main')), html.slice(html.indexOf('</main>'))];

    it('gives the next article the header and footer rendered for the last, each link back leading to the page it is on', async () => {
      // Of another day than the last, so that its dates are words of its own.
      const when = '2026-03-02T08:00:00.000Z';
      const slugged = makePost({ title: 'የረመዳን ጾም', slug: 'የረመዳን-ጾም', createdAt: when, publishAt: when });
      stubApi({ ...answers, [`post/${slugged._id}`]: slugged });
      const address = `/article/${slugged._id}/${encodeURIComponent('የረመዳን-ጾም')}?from=telegram&to=all`;
      const afresh = await renderPage(address, options);
      cacheResponses();
      const last = await renderPage(`/article/${first._id}`, options);
      const next = await renderPage(address, options);
      expect(next?.html).toBe(afresh?.html);
      expect(next?.state.renderedText).toEqual(afresh?.state.renderedText);
      expect(frame(next?.html)).not.toEqual(frame(last?.html));
      for (const href of [languageSwitchHref('am', address), dataSaverSwitchHref(true, address)])
        expect(next?.html).toContain(`href="${inAttribute(href)}"`);
      expect(next?.html).not.toContain(PAGE_ADDRESS);
      expect(next?.html).not.toContain('data-shared-part');
      // The header and footer as rendered for the last article but for their links back: nothing else of
      // that page in them.
      const withoutLinksBack = (html = '') => frame(html).map((part) => part.replace(/back=[^"]*/g, ''));
      expect(withoutLinksBack(next?.html)).toEqual(withoutLinksBack(last?.html));
    });

    it('renders the header and footer anew for new satellites or programs, and for a page of another kind', async () => {
      stubApi(answers);
      const cached = cacheResponses();
      const readAgain = (path: string) => {
        for (const url of cached.keys()) if (url.endsWith(`/${path}`)) cached.delete(url);
      };
      await renderPage(`/article/${first._id}`, options);
      readAgain('program');
      stubApi({ ...answers, program: [makeProgram({ name: 'A new program' })] });
      expect((await renderPage(`/article/${second._id}`, options))?.html).toContain('A new program');
      readAgain('satellite-info');
      stubApi({ ...answers, 'satellite-info': [makeSatellite({ satellite: 'Ethiosat' })] });
      expect((await renderPage(`/article/${second._id}`, options))?.html).toContain('Ethiosat');
      const home = await renderPage('/', options);
      // Its own link in the menu marked as the page the reader is on: not the article's header.
      expect(home?.html).toContain(
        '<a class="nav-item active" href="/" data-status="active" aria-current="page">',
      );
    });
  });
});
