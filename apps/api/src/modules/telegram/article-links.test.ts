import { describe, expect, it } from 'vitest';
import { CHANNEL_CAMPAIGN, telegramArticleLink } from './article-links';

const SITE = 'https://station.example';
const ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

describe('the article link a Telegram message carries', () => {
  it('is the canonical address while it reads as written', () => {
    expect(telegramArticleLink(SITE, { id: ID, slug: 'budget-vote-today' })).toBe(
      `${SITE}/article/${ID}/budget-vote-today`,
    );
  });

  it('is the short address when the slug would be percent-encoding', () => {
    const link = telegramArticleLink(SITE, { id: ID, slug: 'የከተማው-ምክር-ቤት-ስብሰባ-በአዲስ-አበባ' });
    expect(link).toBe(`${SITE}/article/${ID}`);
  });

  it('is the short address when the canonical one would pass 200 characters, or there is no slug', () => {
    expect(telegramArticleLink(SITE, { id: ID, slug: 'word-'.repeat(30).slice(0, -1) })).toBe(
      `${SITE}/article/${ID}`,
    );
    expect(telegramArticleLink(SITE, { id: ID, slug: '' })).toBe(`${SITE}/article/${ID}`);
  });

  it("carries the channel's source, counted within the 200 characters", () => {
    expect(telegramArticleLink(SITE, { id: ID, slug: 'budget-vote-today' }, CHANNEL_CAMPAIGN)).toBe(
      `${SITE}/article/${ID}/budget-vote-today?utm_source=telegram&utm_campaign=channel`,
    );
    expect(
      telegramArticleLink(SITE, { id: ID, slug: 'word-'.repeat(22).slice(0, -1) }, CHANNEL_CAMPAIGN),
    ).toBe(`${SITE}/article/${ID}?utm_source=telegram&utm_campaign=channel`);
  });
});
