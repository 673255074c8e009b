import { graphemeCut } from './graphemes';

/**
 * Cuts text beyond `length` characters and marks the cut with an ellipsis (spec §9). Characters are
 * what a reader sees, so a flag or an emoji family is never split in half.
 */
export function truncate(text: string, length: number): string {
  const cut = graphemeCut(text, length);
  return cut === undefined ? text : `${text.slice(0, cut).trimEnd()}...`;
}

/**
 * The text cut at each of `lengths` (shortest first) as `truncate` cuts it, in pieces that add up:
 * `pieces[0]` is what the shortest length shows and each next piece what the next length adds;
 * `cut[i]` says whether the text goes on past `lengths[i]`, and so ends there with an ellipsis. A card
 * drawn once this way holds its text for every screen width, each showing its own length.
 */
export function truncateInSteps(
  text: string,
  lengths: readonly number[],
): { pieces: string[]; cut: boolean[] } {
  const pieces: string[] = [];
  const cut: boolean[] = [];
  let shown = 0;
  for (const length of lengths) {
    const at = graphemeCut(text, length);
    const end = at === undefined ? text.length : Math.max(shown, text.slice(0, at).trimEnd().length);
    pieces.push(text.slice(shown, end));
    cut.push(at !== undefined);
    shown = end;
  }
  return { pieces, cut };
}
