import { describe, expect, it } from 'vitest';
import { foldForSearch, matchedRanges, searchStems } from './fold';
import { fromFirstMatch } from './snippet';

describe('foldForSearch', () => {
  it.each([
    ['ሀረር', 'ሐረር'],
    ['ሀረር', 'ኀረር'],
    ['ሀረር', 'ሃረር'],
    ['ሀረር', 'ሓረር'],
    ['ሰላም', 'ሠላም'],
    ['ስራ', 'ሥራ'],
    ['አይን', 'ዐይን'],
    ['አይን', 'ዓይን'],
    ['አይን', 'ኣይን'],
    ['ኢድ', 'ዒድ'],
    ['ጸሎት', 'ፀሎት'],
    ['ጹም', 'ፁም'],
    ['ሀይል', 'ኃይል'],
    ['ሇ', 'ኋ'],
  ])('writes %s and %s the same', (one, other) => {
    expect(foldForSearch(other)).toBe(foldForSearch(one));
  });

  it('keeps letters apart that readers do not mix up', () => {
    expect(foldForSearch('ሰው')).not.toBe(foldForSearch('ሸው'));
    expect(foldForSearch('ቀን')).not.toBe(foldForSearch('ከን'));
    expect(foldForSearch('ዳር')).not.toBe(foldForSearch('ዶር'));
  });

  it('turns Ethiopic punctuation into spaces, lowercases Latin, drops accents and keeps other signs', () => {
    expect(foldForSearch('ዜና፡ምርጫ።ውጤት፣ቦርዱ፤ሰላም፥ጉባኤ፦ማን፧')).toBe(foldForSearch('ዜና ምርጫ ውጤት ቦርዱ ሰላም ጉባኤ ማን'));
    expect(foldForSearch('  Café, ADDIS—Ababa! 100%')).toBe('cafe, addis—ababa! 100%');
  });
});

describe('searchStems', () => {
  const stem = (word: string) => searchStems(word)[0];

  it('takes a clitic off a query word when the word it leaves is long enough', () => {
    for (const prefixed of ['የመስጊድ', 'በመስጊድ', 'ለመስጊድ', 'ከመስጊድ', 'ስለመስጊድ', 'እንደመስጊድ', 'ወደመስጊድ'])
      expect(stem(prefixed)).toBe(stem('መስጊድ'));
    expect(stem('ከተማ')).toBe(foldForSearch('ከተም'));
    expect(stem('ለምን')).toBe(foldForSearch('ለምን'));
  });

  it('finds a word inside its plural and with its article, and a plural inside its singular', () => {
    const mosque = foldForSearch('መስጊድ');
    expect(stem('መስጊዶች')).toBe(mosque);
    expect(stem('መስጊዱ')).toBe(mosque);
    expect(stem('መስጊዶቹን')).toBe(mosque);
    expect(foldForSearch('ከተሞች')).toContain(stem('ከተማ'));
    expect(foldForSearch('ከተማው')).toContain(stem('ከተሞች'));
    expect(foldForSearch('ገበያዎች')).toContain(stem('ገበያ'));
  });

  it('leaves words whose last letters only look like endings', () => {
    expect(stem('አይን')).toBe(foldForSearch('አይን'));
    expect(stem('ሰው')).toBe(foldForSearch('ሰው'));
  });

  it('splits a query into distinct words, at most eight', () => {
    expect(searchStems('ሰላም ሠላም  hajj HAJJ')).toEqual([foldForSearch('ሰላም'), 'hajj']);
    expect(searchStems('a b c d e f g h i j')).toHaveLength(8);
    expect(searchStems(' ።፣ ')).toEqual([]);
  });

  it('looks for a word without the signs around it, and for a sign on its own as written', () => {
    expect(searchStems('(Hajj), ሰላም!')).toEqual(['hajj', foldForSearch('ሰላም')]);
    expect(searchStems('% a/b')).toEqual(['%', 'a/b']);
  });

  it('looks for a word without the signs around it, and for a sign on its own as written', () => {
    expect(searchStems('(Hajj), ሰላም!')).toEqual(['hajj', foldForSearch('ሰላም')]);
    expect(searchStems('% a/b')).toEqual(['%', 'a/b']);
  });
});

describe('matchedRanges', () => {
  const marked = (text: string, query: string) =>
    matchedRanges(text, searchStems(query)).map(([start, end]) => text.slice(start, end));

  it('marks whole words of the text, however the query spells them', () => {
    expect(marked('የመስጊዶቹ ግንባታ በሐረር ከተማ።', 'መስጊድ ሀረር')).toEqual(['የመስጊዶቹ', 'በሐረር']);
    expect(marked('Hajj registration opens', 'HAJJ')).toEqual(['Hajj']);
    expect(marked('ምንም የለም', 'ሰላም')).toEqual([]);
  });
});

describe('fromFirstMatch', () => {
  it('starts a long text shortly before its first match, at a word', () => {
    const text = `${'መግቢያ ቃል '.repeat(30)}ቁልቁለቱ ተጠናቀቀ`;
    const shown = fromFirstMatch(text, searchStems('ቁልቁለት'));
    expect(shown.startsWith('…መግቢያ') || shown.startsWith('…ቃል')).toBe(true);
    expect(shown.indexOf('ቁልቁለቱ')).toBeLessThan(50);
  });

  it('keeps the start when the match is near it', () => {
    expect(fromFirstMatch('ቁልቁለቱ ተጠናቀቀ', searchStems('ቁልቁለት'))).toBe('ቁልቁለቱ ተጠናቀቀ');
  });
});
