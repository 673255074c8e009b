import { matchedRanges } from './fold';

/** How far into a text a result looks for its first match; past it the text's start is shown. */
const SCAN_CHARS = 20_000;
/** A match this close to the start is already on the card. */
const SHOWN_FROM_START = 100;
/** How much text before the match gives it its context. */
const LEAD_CHARS = 40;

/**
 * The text from shortly before its first matched word (at a word's start, after `…`), so a search
 * result shows why it was found; the text itself when the match is near its start or not found.
 */
export function fromFirstMatch(text: string, stems: readonly string[]): string {
  const [first] = matchedRanges(text.slice(0, SCAN_CHARS), stems);
  if (!first || first[0] < SHOWN_FROM_START) return text;
  let start = first[0] - LEAD_CHARS;
  while (start < first[0] && !/\s/u.test(text[start - 1] ?? ' ')) start += 1;
  return `…${text.slice(start)}`;
}
