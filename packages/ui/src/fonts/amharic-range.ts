/**
 * The Ethiopic characters Amharic is written with: the syllables of its 34 consonants in every order,
 * their labialised forms (ቋ, ኳ, ጓ …), the punctuation and the Ge'ez numerals. Left out are the rows
 * only other languages use (Tigrinya's ቐ, Sebat Bet's ዀ ዸ ጘ, ፘ–ፚ, and the Supplement and Extended
 * blocks); a page that has one draws it in the phone's own Ethiopic font.
 */
export const AMHARIC_RANGES: readonly (readonly [number, number])[] = [
  [0x1200, 0x1248],
  [0x124a, 0x124d],
  [0x1260, 0x1288],
  [0x128a, 0x128d],
  [0x1290, 0x12b0],
  [0x12b2, 0x12b5],
  [0x12b8, 0x12be],
  [0x12c8, 0x12d6],
  [0x12d8, 0x12f7],
  [0x1300, 0x1310],
  [0x1312, 0x1315],
  [0x1320, 0x1357],
  [0x1360, 0x137c],
];

const hex = (code: number) => code.toString(16).toUpperCase();

/** The same ranges as CSS writes them, for `unicode-range`. */
export const AMHARIC_UNICODE_RANGE = AMHARIC_RANGES.map(
  ([first, last]) => `U+${hex(first)}-${hex(last)}`,
).join(',');

/** Every character of the ranges, which is what the font is cut down to. */
export const amharicCharacters = (): string =>
  AMHARIC_RANGES.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
  ).join('');
