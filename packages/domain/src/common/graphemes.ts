/**
 * Code units that may join the one before or after them into one character a reader sees: marks
 * (accents, Ethiopic and Indic vowel signs, variation selectors), format characters (the zero-width
 * joiner, Arabic number signs), CR of CR LF, Hangul jamo, and whatever lies beyond the first 65,536 code points (emoji, flags).
 */
const JOINING =
  /[\p{M}\p{Cf}\r\u0e33\u0eb3\u1100-\u11ff\ua960-\ua97f\ud7b0-\ud7ff\ud800-\udfff\u{10000}-\u{10ffff}]/u;

// Made only for text that needs it: building one loads the platform's break rules, which costs a
// phone tens of milliseconds, and Amharic and English text almost never needs them.
let segmenter: Intl.Segmenter | undefined;

/**
 * Where the first `count` characters of `text` end, in code units, or undefined when the text has no
 * more than `count`. Characters are what a reader sees, so a flag or an emoji family is never split.
 */
export function graphemeCut(text: string, count: number): number | undefined {
  // A character is at least one code unit, so a text no longer than this is within the count.
  if (text.length <= count) return undefined;
  // Where no unit up to and including the cut joins a neighbour, every unit is a character.
  if (!JOINING.test(text.slice(0, count + 1))) return count;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  // Only the characters up to the cut are walked, not the whole of a long article.
  let seen = 0;
  for (const { index } of segmenter.segment(text)) {
    if (seen === count) return index;
    seen += 1;
  }
  return undefined;
}
