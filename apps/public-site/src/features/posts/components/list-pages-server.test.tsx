// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage } from '~/entry-server';
import { makePost } from '~/testing/factories';
import { stubApi } from '~/testing/render-app';

const options = { language: 'en', timeoutMs: 2_000 } as const;
const posts = Array.from({ length: 45 }, (_, index) => makePost({ title: `Story ${index + 1}` }));
const cards = (html: string) => html.match(/class="post-card"/g)?.length ?? 0;

describe('list pages drawn on the server', () => {
  it('draws a news page 20 posts at a time, with a plain link to the next page and its own canonical address', async () => {
    stubApi({
      'post?limit=21&skip=20&category=sport': posts.slice(20, 41),
    });
    const page = await renderPage('/articles/sport?page=2', options);
    expect(page.status).toBe(200);
    expect(cards(page.html)).toBe(20);
    expect(page.html).toContain('Story 21');
    expect(page.html).not.toContain('Story 41<');
    expect(page.html).toMatch(/<a [^>]*href="\/articles\/sport\?page=3"[^>]*>More<\/a>/);
    expect(page.head.canonical).toBe('/articles/sport?page=2');
    expect(page.head.title).toBe('ስፖርት, page 2 | Station TV');
  });

  it('hands over only the search answers its page shows', async () => {
    stubApi({ 'post/search?key=rain': posts });
    const page = await renderPage('/search?key=rain', options);
    expect(cards(page.html)).toBe(20);
    expect(page.html).toMatch(/<a [^>]*href="\/search\?key=rain&amp;page=2"[^>]*>More<\/a>/);
    expect(page.head.canonical).toBeUndefined();
    const search = page.state.queries.find((query) => query.queryKey[1] === 'search');
    expect(search?.state.data).toMatchObject({ posts: expect.any(Array), hasMore: true });
    expect((search?.state.data as { posts?: unknown[] } | undefined)?.posts).toHaveLength(20);
  });
});
