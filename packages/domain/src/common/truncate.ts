// Made on first use: building one loads the browser's break rules, which a page whose texts are all
// short never needs.
let segmenter: Intl.Segmenter | undefined;

/**
 * Cuts text beyond `length` characters and marks the cut with an ellipsis (spec §9). Characters are
 * what a reader sees, so a flag or an emoji family is never split in half.
 */
export function truncate(text: string, length: number): string {
  // A character is at least one UTF-16 unit, so a text no longer than this in units is within the limit.
  if (text.length <= length) return text;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  // Only the characters up to the cut are walked, not the whole of a long article.
  let count = 0;
  for (const { index } of segmenter.segment(text)) {
    if (count === length) return `${text.slice(0, index).trimEnd()}...`;
    count += 1;
  }
  return text;
}
