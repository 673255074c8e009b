import { describe, expect, it } from 'vitest';
import am from '~/i18n/locales/am/global.json';
import server from '~/i18n/locales/am/server.json';
import en from '~/i18n/locales/en/global.json';
import { createI18n, loadLanguage, serverSentences } from './i18n';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const english = flatten(en);
const amharic = flatten(am);
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe('the console in Amharic', () => {
  it('has every text the English console has, and no other', () => {
    expect(Object.keys(amharic).sort()).toEqual(Object.keys(english).sort());
  });

  it('writes every text in Ethiopic, keeping the names, numbers and times each one carries', () => {
    for (const [key, text] of Object.entries(amharic)) {
      expect(text, key).toMatch(/\p{Script=Ethiopic}/u);
      expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''));
    }
  });

  it('ends its sentences with Ethiopic punctuation, not Latin, the server’s sentences too', () => {
    const serverTexts = [
      ...Object.values(server.sentences),
      ...server.templates.map((template) => template.am),
      ...Object.values(server.labels),
    ];
    for (const [key, text] of [...Object.entries(amharic), ...serverTexts.map((text) => [text, text])]) {
      expect(text, key).not.toMatch(/\p{Script=Ethiopic}[.:;,]/u);
    }
  });

  it('arrives when asked for, with the server’s sentences', async () => {
    const i18n = createI18n();
    expect(serverSentences('am')('Incorrect email or password.')).toBe('Incorrect email or password.');
    await loadLanguage(i18n, 'am');
    await i18n.changeLanguage('am');
    expect(i18n.t('nav.posts')).toBe('ጽሑፎች');
    expect(serverSentences('am')('Incorrect email or password.')).toMatch(/\p{Script=Ethiopic}/u);
    expect(serverSentences('en')('Incorrect email or password.')).toBe('Incorrect email or password.');
  });

  it('counts in Amharic: one subscriber and several', async () => {
    const i18n = createI18n();
    await loadLanguage(i18n, 'am');
    await i18n.changeLanguage('am');
    expect(i18n.t('sendEmail.subscribers', { count: 1 })).toBe(
      amharic['sendEmail.subscribers_one']?.replace('{{count}}', '1'),
    );
    expect(i18n.t('sendEmail.subscribers', { count: 40 })).toBe(
      amharic['sendEmail.subscribers_other']?.replace('{{count}}', '40'),
    );
  });
});
