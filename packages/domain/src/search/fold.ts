/**
 * Search folding: one function turns both the stored text and a reader's query into the same form,
 * so the spellings readers use interchangeably match each other.
 *
 * Ethiopic syllables (U+1200–U+135A) sit in rows of eight: the consonant's series, then the vowel
 * order (1st ä, 2nd u, 3rd i, 4th a, 5th e, 6th ə or no vowel, 7th o, 8th wa). Folding
 * - writes the redundant series as the one most readers use (the table below);
 * - writes the 4th order (a) after the laryngeals ሀ and አ as the 1st, which sounds the same;
 * - spells every syllable as its consonant (the 6th order) followed by a vowel letter, so a word's
 *   stem is found inside its longer forms: መስጊድ inside መስጊዶች (ድ + ኦች) and መስጊዱ (ድ + ኡ);
 * - lowercases Latin and drops accents;
 * - turns Ethiopic punctuation (። ፣ ፤ ፥ ፦ ፧ ፡ ፠ ፨) and every kind of space into one space, and keeps
 *   other signs as they are, so a search for `100%` or `a/b` matches only that text.
 */

const ETHIOPIC_FIRST = 0x1200;
const ETHIOPIC_LAST = 0x135a;
const SIXTH_ORDER = 5;
const FOURTH_ORDER = 3;

/**
 * Series written the same way, by series number ((code point − U+1200) / 8). Amharic pronounces
 * each of these groups as one sound, kept from Ge'ez spelling, and readers write them
 * interchangeably (Wikipedia, "Amharic", Writing system: the homophonous letters ሀ ሐ ኀ, ሰ ሠ, አ ዐ,
 * ጸ ፀ; the Unicode Standard, chapter 19.1 "Ethiopic", for the block's rows of eight).
 */
const SERIES_AS: ReadonlyMap<number, number> = new Map([
  [2, 0], // ሐ → ሀ
  [16, 0], // ኀ → ሀ
  [4, 6], // ሠ → ሰ
  [26, 20], // ዐ → አ
  [40, 39], // ፀ → ጸ
]);
/** The labialised ኀ (ኈ ኊ ኋ ኌ ኍ) is hwa however it is written: ሇ. */
const LABIALISED_H_SERIES = 17;
/** Laryngeal series whose 4th order is read as the 1st: ሃ ሓ ኃ as ሀ, ኣ ዓ as አ. */
const LARYNGEALS = new Set([0, 20]);
/**
 * The vowel written after a consonant, by order. These letters of the አ series never stand for
 * themselves in folded text: a syllable of that series is spelled እ + vowel like any other.
 */
const VOWEL_LETTERS = ['አ', 'ኡ', 'ኢ', 'ኣ', 'ኤ', '', 'ኦ', 'ኧ'];
const VOWELS = new Set(VOWEL_LETTERS.filter(Boolean));

const MARK = /\p{M}/gu;
const SPACE = /\s/u;

/** The folded spelling of one character (without the Ethiopic row handling). */
function foldOther(char: string): string {
  if (SPACE.test(char)) return ' ';
  return char.normalize('NFKD').replace(MARK, '').toLowerCase();
}

function foldSyllable(codePoint: number): string {
  const offset = codePoint - ETHIOPIC_FIRST;
  let series = offset >> 3;
  let order = offset & 7;
  if (series === LABIALISED_H_SERIES) {
    series = 0;
    order = 7;
  }
  series = SERIES_AS.get(series) ?? series;
  if (LARYNGEALS.has(series) && order === FOURTH_ORDER) order = 0;
  const consonant = String.fromCodePoint(ETHIOPIC_FIRST + series * 8 + SIXTH_ORDER);
  return consonant + (VOWEL_LETTERS[order] ?? '');
}

/** Ethiopic punctuation: the wordspace ፡, full stop ።, commas, colons, question mark, paragraph marks. */
const ETHIOPIC_PUNCTUATION_FIRST = 0x1360;
const ETHIOPIC_PUNCTUATION_LAST = 0x1368;

/** One character folded: Ethiopic syllables by the table above, everything else by `foldOther`. */
function foldChar(char: string): string {
  const codePoint = char.codePointAt(0) ?? 0;
  if (codePoint >= ETHIOPIC_FIRST && codePoint <= ETHIOPIC_LAST) return foldSyllable(codePoint);
  if (codePoint >= ETHIOPIC_PUNCTUATION_FIRST && codePoint <= ETHIOPIC_PUNCTUATION_LAST) return ' ';
  return foldOther(char);
}

/** The folded text, and for each of its characters the index in `text` of the character it came from. */
export function foldWithOrigins(text: string): { folded: string; origins: number[] } {
  let folded = '';
  const origins: number[] = [];
  let index = 0;
  for (const char of text) {
    const part = foldChar(char);
    for (let i = 0; i < part.length; i += 1) origins.push(index);
    folded += part;
    index += char.length;
  }
  return { folded, origins };
}

/** The text as search stores and compares it. */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const char of text) folded += foldChar(char);
  return folded.replace(/\s+/g, ' ').trim();
}

/** How many consonants (Ethiopic syllables, or Latin letters and digits) a folded word holds. */
function consonants(folded: string): number {
  let count = 0;
  for (const char of folded) if (!VOWELS.has(char)) count += 1;
  return count;
}

/**
 * Words written in front of another (of, in, to, from, about, like, towards, up to, with), longest
 * first. A one-letter one comes off only when three syllables remain, so ከተማ stays ከተማ and ለምን
 * stays ለምን; when two remain (በሐጅ), the two are looked for as a whole word as well.
 */
const CLITICS = ['እንደ', 'እስከ', 'ስለ', 'ወደ', 'ከነ', 'የ', 'በ', 'ለ', 'ከ'].map((clitic) => ({
  folded: foldForSearch(clitic),
  keep: [...clitic].length === 1 ? 3 : 2,
}));
/**
 * Endings taken off, in this order, each only when two syllables remain: the object marker ን and
 * the article ው after a vowel (ቤቱን, ከተማው: not አይን or ሰው), the article ኡ (መስጊዱ, ቹ = ች + ኡ), then
 * the plural ኦች (መስጊዶች, ከተሞች; ዎች = ው + ኦች). They are written here already folded: a vowel
 * letter stands for the vowel of the syllable before it.
 */
const SUFFIXES: readonly { ending: string; afterVowel: boolean }[][] = [
  [{ ending: 'ን', afterVowel: true }],
  [
    { ending: 'ው', afterVowel: true },
    { ending: 'ኡ', afterVowel: false },
  ],
  [
    { ending: 'ውኦች', afterVowel: false },
    { ending: 'ኦች', afterVowel: false },
  ],
];
const KEEP_AFTER_SUFFIX = 2;
/**
 * A stem of this many consonants is found inside longer words. A two-letter one is inside too many
 * others (ደሴ in ታደሰ, ሐጅ in ሙሐጅሮች), so it is found only as a whole word. A single letter is what a
 * reader has typed of a word so far (ሙስሊሞች ዜ), no stem at all: it is still found inside words.
 */
const INSIDE_WORDS_FROM = 3;
const WHOLE_WORDS_FROM = 2;

const isEthiopicWord = (folded: string) => /[\u1200-\u135a]/u.test(folded);
const ETHIOPIC_ONLY = /^[\u1200-\u135a]+$/u;

function withoutSuffixes(word: string): string {
  let stem = word;
  for (const group of SUFFIXES) {
    const suffix = group.find(({ ending, afterVowel }) => {
      if (!stem.endsWith(ending)) return false;
      const rest = stem.slice(0, -ending.length);
      return consonants(rest) >= KEEP_AFTER_SUFFIX && (!afterVowel || VOWELS.has(rest.at(-1) ?? ''));
    });
    if (suffix) stem = stem.slice(0, -suffix.ending.length);
  }
  return stem;
}

/** A word's last vowel changes before an ending (ከተማ, ከተሞች): the stem stops at its consonant. */
function withoutLastVowel(stem: string): string {
  const rest = stem.slice(0, -1);
  return VOWELS.has(stem.at(-1) ?? '') && consonants(rest) >= KEEP_AFTER_SUFFIX ? rest : stem;
}

/**
 * What a query word is looked for as: `inside`, a stem found inside any word of the text; `whole`,
 * a short stem found only as a whole word, after at most one clitic and before the endings above
 * (see `isWholeForm`). A post holds the word when it holds either.
 */
export interface SearchStem {
  inside?: string;
  whole?: string;
}

/** How a stem with its clitic and endings already off is looked for. */
function stemReading(stem: string): SearchStem {
  const letters = consonants(stem);
  if (letters >= INSIDE_WORDS_FROM || letters < WHOLE_WORDS_FROM || !ETHIOPIC_ONLY.test(stem))
    return { inside: withoutLastVowel(stem) };
  // A short stem keeps its last vowel: ደሴ is not ደስ.
  return { whole: stem };
}

/** The part of a folded query word every written form of it contains. */
function stemOf(word: string): SearchStem {
  if (!isEthiopicWord(word)) return { inside: word };
  const stem = withoutSuffixes(word);
  const clitic = CLITICS.find(({ folded }) => stem.startsWith(folded));
  const rest = clitic ? stem.slice(clitic.folded.length) : '';
  if (!clitic || consonants(rest) < KEEP_AFTER_SUFFIX) return stemReading(stem);
  if (consonants(rest) >= clitic.keep) return stemReading(rest);
  // በሐጅ is ሐጅ after በ, or a word of its own: either is found.
  const { whole } = stemReading(rest);
  return whole ? { ...stemReading(stem), whole } : stemReading(stem);
}

/** The folded clitics a whole-word stem may follow, and the folded endings it may take. */
export const WHOLE_WORD_CLITICS: readonly string[] = CLITICS.map(({ folded }) => folded);
export const WHOLE_WORD_ENDINGS: readonly string[] = ['', 'ውኦች', 'ኦች'].flatMap((plural) =>
  ['', 'ው', 'ኡ'].flatMap((article) => ['', 'ን'].map((object) => plural + article + object)),
);
const ENDINGS = new Set(WHOLE_WORD_ENDINGS);

/**
 * The characters of a word in folded text, as a regular-expression class (the database's search
 * query marks words with it too): a whole-word stem's word ends at anything else, a space or a sign.
 */
export const FOLDED_WORD_CHARS = '\u1200-\u137f0-9a-z';
const FOLDED_WORD_CHAR = new RegExp(`[${FOLDED_WORD_CHARS}]`, 'u');

/** Whether a folded word is `stem` whole: after at most one clitic, before the known endings only. */
function isWholeForm(word: string, stem: string): boolean {
  return ['', ...WHOLE_WORD_CLITICS].some(
    (clitic) =>
      word.startsWith(clitic) &&
      word.startsWith(stem, clitic.length) &&
      ENDINGS.has(word.slice(clitic.length + stem.length)),
  );
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const EDGE_SIGNS = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** At most this many words of a query count; a pasted paragraph is not a search. */
export const SEARCH_WORDS_MAX = 8;

/** One string per distinct stem: queries spelled differently but searching alike share it. */
export const searchStemKey = ({ inside = '', whole = '' }: SearchStem) => `${inside}|${whole}`;

/**
 * What a post must hold (each stem in its title or its text) to match a query, in the query's order,
 * without repeats.
 */
export function searchStems(query: string): SearchStem[] {
  const words = foldForSearch(query)
    .split(' ')
    // "ሰላም!" and "(hajj)" look for the word; a sign on its own ("%") looks for the sign.
    .map((word) => (LETTER_OR_DIGIT.test(word) ? word.replace(EDGE_SIGNS, '') : word))
    .filter(Boolean);
  const stems = new Map(words.map(stemOf).map((stem) => [searchStemKey(stem), stem]));
  return [...stems.values()].slice(0, SEARCH_WORDS_MAX);
}

/** Marks, in `marked`, the characters of `text` a stem matches through the folded text. */
function markStem(
  { folded, origins }: { folded: string; origins: number[] },
  { inside, whole }: SearchStem,
  marked: boolean[],
): void {
  const mark = (at: number, length: number) => {
    const from = origins[at] ?? 0;
    const to = origins[at + length - 1] ?? from;
    for (let i = from; i <= to; i += 1) marked[i] = true;
  };
  if (inside)
    for (let at = folded.indexOf(inside); at !== -1; at = folded.indexOf(inside, at + 1))
      mark(at, inside.length);
  if (!whole) return;
  for (let start = 0; start < folded.length; ) {
    let end = start;
    while (end < folded.length && FOLDED_WORD_CHAR.test(folded[end] ?? ' ')) end += 1;
    if (end > start && isWholeForm(folded.slice(start, end), whole)) mark(start, end - start);
    start = end + 1;
  }
}

/** Where in `text` the words holding any of `stems` stand, as [start, end) ranges in order. */
export function matchedRanges(text: string, stems: readonly SearchStem[]): [number, number][] {
  if (stems.length === 0 || text === '') return [];
  const folding = foldWithOrigins(text);
  const marked = new Array<boolean>(text.length).fill(false);
  for (const stem of stems) markStem(folding, stem, marked);
  const isWordChar = (i: number) => /[\p{L}\p{N}\p{M}]/u.test(text[i] ?? ' ');
  const ranges: [number, number][] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (!marked[i]) continue;
    let start = i;
    while (start > 0 && isWordChar(start - 1)) start -= 1;
    let end = i + 1;
    while (end < text.length && (marked[end] || isWordChar(end))) end += 1;
    const last = ranges.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else ranges.push([start, end]);
    i = end - 1;
  }
  return ranges;
}

/** Raised whenever folding changes, so stored folded text made the old way is folded again. */
export const SEARCH_FOLD_VERSION = 1;
