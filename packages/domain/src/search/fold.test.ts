import { describe, expect, it } from 'vitest';
import { foldForSearch, matchedRanges, searchStems } from './fold';
import { fromFirstMatch, truncateAroundMatch } from './snippet';

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
  const inside = (word: string) => ({ inside: foldForSearch(word) });
  const whole = (word: string) => ({ whole: foldForSearch(word) });

  it('takes a clitic off a query word when the word it leaves is long enough', () => {
    for (const prefixed of ['የመስጊድ', 'በመስጊድ', 'ለመስጊድ', 'ከመስጊድ', 'ስለመስጊድ', 'እንደመስጊድ', 'ወደመስጊድ'])
      expect(stem(prefixed)).toEqual(stem('መስጊድ'));
    expect(stem('ከተማ')).toEqual({ inside: foldForSearch('ከተም'), whole: foldForSearch('ተማ') });
  });

  it('looks for a two-letter stem as a whole word, and after a one-letter clitic as either', () => {
    expect(stem('ሐጅ')).toEqual(whole('ሀጅ'));
    expect(stem('ሐጁ')).toEqual(whole('ሀጅ'));
    expect(stem('ደሴ')).toEqual(whole('ደሴ'));
    expect(stem('በሐጅ')).toEqual({ ...inside('በሀጅ'), ...whole('ሀጅ') });
    expect(stem('ለሀጅ')).toEqual({ ...inside('ለሀጅ'), ...whole('ሀጅ') });
    expect(stem('ስለሐጅ')).toEqual(whole('ሀጅ'));
    expect(stem('ለምን')).toEqual({ ...inside('ለምን'), ...whole('ምን') });
  });

  it('finds a word inside its plural and with its article, and a plural inside its singular', () => {
    const mosque = inside('መስጊድ');
    expect(stem('መስጊዶች')).toEqual(mosque);
    expect(stem('መስጊዱ')).toEqual(mosque);
    expect(stem('መስጊዶቹን')).toEqual(mosque);
    expect(foldForSearch('ከተሞች')).toContain(stem('ከተማ')?.inside);
    expect(foldForSearch('ከተማው')).toContain(stem('ከተሞች')?.inside);
    expect(foldForSearch('ገበያዎች')).toContain(stem('ገበያ')?.inside);
  });

  it('leaves words whose last letters only look like endings', () => {
    expect(stem('አይን')).toEqual(inside('አይን'));
    expect(stem('ሰው')).toEqual(whole('ሰው'));
  });

  it('splits a query into distinct words, at most eight', () => {
    expect(searchStems('ሰላም ሠላም  hajj HAJJ')).toEqual([inside('ሰላም'), inside('hajj')]);
    expect(searchStems('a b c d e f g h i j')).toHaveLength(8);
    expect(searchStems(' ።፣ ')).toEqual([]);
  });

  it('looks for a word without the signs around it, and for a sign on its own as written', () => {
    expect(searchStems('(Hajj), ሰላም!')).toEqual([inside('hajj'), inside('ሰላም')]);
    expect(searchStems('% a/b')).toEqual([inside('%'), inside('a/b')]);
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

  it('marks a two-letter stem only as a whole word, after a clitic or before an ending', () => {
    expect(marked('የሐጅ ጉዞ፣ ሐጁ እና የሙሀጅሮች ታሪክ በሐጅ ወቅት', 'ለሀጅ')).toEqual(['የሐጅ', 'ሐጁ', 'በሐጅ']);
    expect(marked('የጀጎል ግንብ ታደሰ፤ በደሴ ከተማ', 'ደሴ')).toEqual(['በደሴ']);
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

describe('truncateAroundMatch', () => {
  const title = 'የአዲስ አበባ ከተማ አስተዳደር ያስገነባው አዲሱ ትልቅ መስጊድ';

  it('cuts a long title around a match its end holds, the match in sight', () => {
    const shown = truncateAroundMatch(title, searchStems('መስጊድ'), 30);
    expect(shown).toBe('…አስተዳደር ያስገነባው አዲሱ ትልቅ መስጊድ');
    expect([...shown].length).toBeLessThanOrEqual(30);
  });

  it('cuts as truncate does when the match is within the first characters or absent', () => {
    expect(truncateAroundMatch(title, searchStems('አዲስ'), 30)).toBe('የአዲስ አበባ ከተማ አስተዳደር ያስገነባው አዲሱ...');
    expect(truncateAroundMatch(title, searchStems('ሰላም'), 30)).toBe('የአዲስ አበባ ከተማ አስተዳደር ያስገነባው አዲሱ...');
    expect(truncateAroundMatch('አዲሱ መስጊድ', searchStems('መስጊድ'), 30)).toBe('አዲሱ መስጊድ');
  });

  it('ends with an ellipsis when words follow the match', () => {
    const shown = truncateAroundMatch(`${title} ዛሬ በይፋ ተመርቆ ለአገልግሎት ክፍት ሆኗል`, searchStems('መስጊድ'), 30);
    expect(shown.startsWith('…')).toBe(true);
    expect(shown).toContain('መስጊድ');
    expect(shown.endsWith('...')).toBe(true);
  });
});
