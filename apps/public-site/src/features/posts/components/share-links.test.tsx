// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type SiteConfig, setSiteConfig, siteConfig } from '~/config/site-config';
import { renderPage } from '~/entry-server';
import { makePost } from '~/testing/factories';
import { stubApi } from '~/testing/render-app';

let kept: SiteConfig;

beforeEach(() => {
  kept = siteConfig();
  setSiteConfig({ ...kept, siteUrl: 'https://station.example' });
});

afterEach(() => setSiteConfig(kept));

describe('share links', () => {
  it("carry the article's full address in the page the server draws, before any script runs", async () => {
    const post = makePost({ title: 'A story to pass on' });
    stubApi({ [`post/${post._id}`]: post, post: [post] });
    const page = await renderPage(`/article/${post._id}`, { language: 'en', timeoutMs: 2_000 });
    const address = encodeURIComponent(`https://station.example/article/${post._id}`);
    expect(page?.html).toContain(`https://www.facebook.com/sharer/sharer.php?u=${address}`);
    expect(page?.html).toContain(`https://t.me/share/url?url=${address}`);
    expect(page?.html).toContain(`https://wa.me/?text=${address}`);
    expect(page?.html).toContain(`https://x.com/intent/post?url=${address}`);
  });

  it('leave the page drawn by the server when the site address is not set, with the path alone', async () => {
    const { siteUrl: _unset, ...withoutAddress } = kept;
    setSiteConfig(withoutAddress);
    const post = makePost({ title: 'A story to pass on' });
    stubApi({ [`post/${post._id}`]: post, post: [post] });
    const page = await renderPage(`/article/${post._id}`, { language: 'en', timeoutMs: 2_000 });
    expect(page?.html).toContain('A story to pass on');
    expect(page?.html).toContain(`sharer.php?u=${encodeURIComponent(`/article/${post._id}`)}"`);
  });
});
