import { describe, expect, it } from 'vitest';
import { tagSiteLinks, withCampaign } from './campaign-links';

const SITE = 'https://station.example';
const NEWSLETTER = { source: 'newsletter', campaign: 'Friday letter' };

describe('links the station sends carry their source', () => {
  it('adds the source and campaign to a link, keeping what it had', () => {
    expect(withCampaign(`${SITE}/article/1?x=2`, { source: 'telegram' })).toBe(
      `${SITE}/article/1?x=2&utm_source=telegram`,
    );
    expect(withCampaign(`${SITE}/?utm_source=facebook`, NEWSLETTER)).toBe(`${SITE}/?utm_source=facebook`);
  });

  it("marks only the site's own links in a letter, and leaves the sentence around them", () => {
    const letter = `ሰላም! Read ${SITE}/article/7/friday. Or see https://other.example/page, and ${SITE}።`;
    expect(tagSiteLinks(letter, `${SITE}/`, NEWSLETTER)).toBe(
      `ሰላም! Read ${SITE}/article/7/friday?utm_source=newsletter&utm_campaign=Friday+letter. Or see https://other.example/page, and ${SITE}/?utm_source=newsletter&utm_campaign=Friday+letter።`,
    );
  });

  it('keeps a link that only begins like the site, and the spaces and lines as written', () => {
    const text = `${SITE}.evil.example/x\n\n  ${SITE}-news/x`;
    expect(tagSiteLinks(text, SITE, NEWSLETTER)).toBe(text);
  });

  it('takes one pass over a long letter made to be slow', () => {
    const long = `${SITE}/${'.'.repeat(50_000)} ${'x '.repeat(50_000)}`;
    const started = performance.now();
    const tagged = tagSiteLinks(long, SITE, NEWSLETTER);
    expect(performance.now() - started).toBeLessThan(500);
    expect(tagged.endsWith('x ')).toBe(true);
  });
});
