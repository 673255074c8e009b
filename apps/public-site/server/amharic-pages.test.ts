// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage } from '../src/entry-server';
import { makePost, makeProgram, makeSatellite } from '../src/testing/factories';
import { stubApi } from '../src/testing/render-app';

/**
 * Latin words an Amharic page may keep: the station's name, which the spec writes in Latin letters in
 * every page title ("… | Station TV"). Anything else in Latin letters three words long is a sentence
 * left untranslated; a name a writer types (a program, a satellite) is one or two words.
 */
const KEPT_WORDS = new Set(['station', 'tv']);

/** Three Latin words in a row, with nothing but spaces and punctuation between them, read as a sentence. */
const SENTENCE_LENGTH = 3;

/** What a reader sees and hears of `html`: its text and the labels screen readers speak. */
function readable(html: string): string {
  const labels = [...html.matchAll(/\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g)].map(
    (match) => match[1],
  );
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]*>/g, '\n')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, ' ');
  return [text, ...labels].join('\n');
}

/** Runs of English words (not kept ones) of a sentence's length, each line of text on its own. */
function englishSentences(html: string): string[] {
  const found: string[] = [];
  for (const line of readable(html).split('\n')) {
    let run: string[] = [];
    const close = () => {
      if (run.length >= SENTENCE_LENGTH) found.push(run.join(' '));
      run = [];
    };
    for (const token of line.split(/[\s,.;:!?()«»"“”'’–—-]+/)) {
      if (token === '') continue;
      if (/^[A-Za-z]+$/.test(token) && !KEPT_WORDS.has(token.toLowerCase())) run.push(token);
      else close();
    }
    close();
  }
  return found;
}

describe('every public page drawn in Amharic', () => {
  it('finds an English sentence where there is one', () => {
    expect(englishSentences('<p>ዜና</p><p>Read the whole story</p><img alt="Station TV logo">')).toEqual([
      'Read the whole story',
    ]);
    expect(englishSentences('<p>Station TV ዜና Nilesat 201</p>')).toEqual([]);
  });

  it('has no English sentence left', async () => {
    const post = makePost({ title: 'የጁምዓ ዜና', detail: 'ዝርዝር መረጃ', author: { name: 'ሀሰን', kind: 'admin' } });
    const view = makePost({ title: 'የጀማል እይታ', category: 'jemals_view' });
    const program = makeProgram({ name: 'የጁምዓ ኹጥባ', detail: 'ሳምንታዊ ፕሮግራም', time: 'ጁምዓ 13:00' });
    stubApi({
      post: [post, view],
      [`post/${post._id}`]: post,
      'post/search?key=ዜና': [post],
      program: [program],
      [`program/${program._id}`]: program,
      'satellite-info': [makeSatellite()],
      schedule: [{ _id: makeProgram()._id, day: 5, start: '13:00', end: '14:00', program }],
    });
    const pages = [
      '/',
      `/article/${post._id}`,
      '/articles',
      '/articles/local',
      '/jemals-view',
      `/search?q=${encodeURIComponent('ዜና')}`,
      `/program/${program._id}`,
      '/live',
      '/about-us',
      '/contact',
      '/jeilu-sc',
      '/no-such-page',
    ];
    const english: Record<string, string[]> = {};
    for (const url of pages) {
      let page = await renderPage(url, { language: 'am', timeoutMs: 2_000 });
      if (page?.location) page = await renderPage(page.location, { language: 'am', timeoutMs: 2_000 });
      // A part that failed on the server is left to the browser, and its words would go unread here.
      expect(page?.html, url).not.toContain('<template data-msg');
      const sentences = englishSentences(`${page?.html}<title>${page?.head.title ?? ''}</title>`);
      if (sentences.length > 0) english[url] = sentences;
    }
    expect(english).toEqual({});
  });
});
