import { TRUNCATE } from './constants';
import { graphemeCut } from './graphemes';

/**
 * The start of a post's text as lists and search answers carry it: its first TRUNCATE.detailMax
 * characters (what a card shows at most), then `…` when there is more. A card truncating this to any
 * of its lengths draws exactly what it drew from the whole text, and the article page asks for the
 * whole post.
 */
export function excerpt(text: string): string {
  const cut = graphemeCut(text, TRUNCATE.detailMax);
  return cut === undefined ? text : `${text.slice(0, cut)}…`;
}
