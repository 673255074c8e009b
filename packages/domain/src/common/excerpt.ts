import { TRUNCATE } from './constants';

// Made on first use, like truncate's: a list whose texts are all short never needs the break rules.
let segmenter: Intl.Segmenter | undefined;

/**
 * The start of a post's text as lists and search answers carry it: its first TRUNCATE.detailMax
 * characters (what a card shows at most), then `…` when there is more. A card truncating this to any
 * of its lengths draws exactly what it drew from the whole text, and the article page asks for the
 * whole post.
 */
export function excerpt(text: string): string {
  if (text.length <= TRUNCATE.detailMax) return text;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const { index } of segmenter.segment(text)) {
    if (count === TRUNCATE.detailMax) return `${text.slice(0, index)}…`;
    count += 1;
  }
  return text;
}
