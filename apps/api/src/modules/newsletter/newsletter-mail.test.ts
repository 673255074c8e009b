import { sameSitePath } from '@station/domain/same-site-path';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../config/env';
import { confirmationMessage, newsletterMessage } from './newsletter-mail';

const env = { PUBLIC_SITE_URL: 'https://station.example', PUBLIC_BASE_URL: 'https://api.example' } as Env;
const TOKEN = 'tok_en-123';

/** Where a link leads once the site has taken it: its language, and the page (as the site reads `back`). */
function opened(text: string, page: string) {
  const link = text.split(/\s/).find((word) => word.startsWith('https://station.example/'));
  const url = new URL(link ?? 'https://station.example/');
  expect(url.pathname).toBe('/language');
  const back = sameSitePath(url.searchParams.get('back'));
  expect(back.startsWith(page)).toBe(true);
  return { language: url.searchParams.get('set'), back };
}

describe('links in readers’ emails', () => {
  it('open the confirmation page in the language the reader subscribed in', () => {
    for (const language of ['am', 'en'] as const) {
      const mail = confirmationMessage(env, { email: 'r@example.com', token: TOKEN, language });
      expect(opened(mail.text, '/newsletter/confirm')).toEqual({
        language,
        back: `/newsletter/confirm?token=${TOKEN}`,
      });
    }
  });

  it('open the unsubscribe page in the reader’s language', () => {
    const mail = newsletterMessage(
      env,
      { email: 'r@example.com', token: TOKEN, language: 'am' },
      { subject: 'Weekly', message: 'ጁምዓ ሙባረክ' },
    );
    expect(opened(mail.text, '/newsletter/unsubscribe')).toEqual({
      language: 'am',
      back: `/newsletter/unsubscribe?token=${TOKEN}`,
    });
    expect(mail.headers?.['List-Unsubscribe']).toBe(
      `<https://api.example/api/newsletter/unsubscribe?token=${TOKEN}>`,
    );
  });

  it("mark the letter's links to the site with the newsletter and the letter's subject", () => {
    const mail = newsletterMessage(
      env,
      { email: 'r@example.com', token: TOKEN, language: 'en' },
      {
        subject: 'Weekly',
        message: 'This week: https://station.example/article/7. Also https://other.example/x',
      },
    );
    expect(mail.text).toContain(
      'This week: https://station.example/article/7?utm_source=newsletter&utm_campaign=Weekly. Also https://other.example/x\n',
    );
    // The way out is the station's own link, not something the letter brought.
    expect(mail.text).not.toMatch(/language\?\S*utm_source/);
  });
});
