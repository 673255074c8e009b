import { graphemeCut } from '../common/graphemes';
import { truncate } from '../common/truncate';
import { matchedRanges, type SearchStem } from './fold';

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
export function fromFirstMatch(text: string, stems: readonly SearchStem[]): string {
  const [first] = matchedRanges(text.slice(0, SCAN_CHARS), stems);
  if (!first || first[0] < SHOWN_FROM_START) return text;
  let start = first[0] - LEAD_CHARS;
  while (start < first[0] && !/\s/u.test(text[start - 1] ?? ' ')) start += 1;
  return `…${text.slice(start)}`;
}

/**
 * A short text (a title) cut to `length` characters as `truncate` cuts it, except that a first
 * matched word the cut would drop stays in sight: the text then starts at a word before it, after
 * `…`, taking in as many words before the match as fit.
 */
export function truncateAroundMatch(text: string, stems: readonly SearchStem[], length: number): string {
  const cut = graphemeCut(text, length);
  const [first] = cut === undefined ? [] : matchedRanges(text, stems);
  if (cut === undefined || !first || first[1] <= cut) return truncate(text, length);
  // The ellipsis takes one character of the length.
  const fits = (start: number) => graphemeCut(text.slice(start, first[1]), length - 1) === undefined;
  let start = first[0];
  for (
    let before = text.lastIndexOf(' ', start - 2);
    before !== -1;
    before = text.lastIndexOf(' ', before - 1)
  ) {
    if (!fits(before + 1)) break;
    start = before + 1;
  }
  return `…${truncate(text.slice(start), length - 1)}`;
}
