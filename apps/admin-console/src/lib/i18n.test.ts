import { LANGUAGES, POST_STATUSES, ROLES } from '@station/domain';
import { describe, expect, it } from 'vitest';
import server from '~/i18n/locales/am/server.json';
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

const catalogues = import.meta.glob<Tree>(['../i18n/locales/*/*.json', '!../i18n/locales/*/server.json'], {
  eager: true,
  import: 'default',
});

/** Every text of a language, named `namespace:key`, so a text left in the wrong namespace shows. */
function textsIn(language: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogues)
      .filter(([path]) => path.includes(`/${language}/`))
      .flatMap(([path, tree]) => Object.entries(flatten(tree, `${path.replace(/^.*\/|\.json$/g, '')}:`))),
  );
}

const english = textsIn('en');
const amharic = textsIn('am');
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

  it('shows no English word, but the file types and addresses an editor types as they are', () => {
    const kept = new Set(['x', 'png', 'jpeg', 'jpg', 'jfif', 'https', 'http', 'SMTP_URL']);
    for (const [key, text] of Object.entries(amharic)) {
      const words = text.replace(/\{\{\w+\}\}/g, '').match(/[A-Za-z_]+/g) ?? [];
      expect(
        words.filter((word) => !kept.has(word)),
        key,
      ).toEqual([]);
      expect(text, key).not.toBe(english[key]);
    }
  });

  it('has a word for every value the console shows from the server: roles, statuses, actions, devices', () => {
    const values = [
      ...ROLES.map((role) => `global:roles.${role}`),
      ...POST_STATUSES.map((status) => `global:status.${status}`),
      ...LANGUAGES.map((language) => `activity:activity.languages.${language}`),
      ...[
        'submitted',
        'published',
        'scheduled',
        'unpublished',
        'trashed',
        'restored',
        'purged',
        'photos',
      ].map((action) => `activity:activity.actions.${action}`),
      'activity:activity.actions.changed',
      ...['desktop', 'mobile', 'tablet', 'tv', 'bot', 'unknown'].map(
        (kind) => `analytics:visitors.devices.${kind}`,
      ),
      'global:pager.page',
      'global:pager.current',
      'global:pager.next',
      'global:pager.previous',
      'global:posts.selectColumn',
    ];
    for (const texts of [english, amharic]) expect(values.filter((key) => !(key in texts))).toEqual([]);
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
    await i18n.loadNamespaces('newsletter');
    expect(i18n.t('newsletter.subscribers', { ns: 'newsletter', count: 1 })).toBe(
      amharic['newsletter:newsletter.subscribers_one']?.replace('{{count}}', '1'),
    );
    expect(i18n.t('newsletter.subscribers', { ns: 'newsletter', count: 40 })).toBe(
      amharic['newsletter:newsletter.subscribers_other']?.replace('{{count}}', '40'),
    );
  });
});

describe('a feature’s words', () => {
  it('stay out of the first load and arrive, in either language, when the feature opens', async () => {
    const i18n = createI18n();
    expect(i18n.exists('editor.publishNow')).toBe(false);
    await i18n.loadNamespaces('post-editor');
    const t = i18n.getFixedT(null, 'post-editor');
    expect(t('editor.publishNow')).toBe('Publish now');
    expect(t('common.save')).toBe(english['global:common.save']);
    await loadLanguage(i18n, 'am');
    await i18n.changeLanguage('am');
    expect(t('editor.publishNow')).toMatch(/\p{Script=Ethiopic}/u);
    expect(t('common.save')).toBe(amharic['global:common.save']);
  });
});

// The console's own code, read as text, to find every key a screen asks for.
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../testing/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Where a file's words are looked up: its feature's namespace, when it has one, then `global`. */
function namespacesOf(path: string): string[] {
  const feature = /\/features\/([^/]+)\//.exec(path)?.[1];
  return feature && `../i18n/locales/en/${feature}.json` in catalogues ? [feature, 'global'] : ['global'];
}

describe('every text a screen asks for', () => {
  it('is where that screen looks for it, in both languages', () => {
    const missing: string[] = [];
    for (const [path, source] of Object.entries(sources)) {
      const keys = [...source.matchAll(/\bt\(\s*['"]([\w.]+)['"]|labelKey: '([\w.]+)'/g)].map(
        (m) => m[1] ?? m[2],
      );
      const prefixes = [...source.matchAll(/\bt\(\s*`([\w.]+)\.\$\{/g)].map((m) => `${m[1]}.`);
      for (const texts of [english, amharic]) {
        const names = Object.keys(texts);
        const found = (key: string) =>
          namespacesOf(path).some((ns) => `${ns}:${key}` in texts || `${ns}:${key}_one` in texts);
        const foundUnder = (prefix: string) =>
          namespacesOf(path).some((ns) => names.some((name) => name.startsWith(`${ns}:${prefix}`)));
        missing.push(...keys.filter((key) => key && !found(key)).map((key) => `${path}: ${key}`));
        missing.push(
          ...prefixes.filter((prefix) => !foundUnder(prefix)).map((prefix) => `${path}: ${prefix}*`),
        );
      }
    }
    expect(missing).toEqual([]);
  });
});
