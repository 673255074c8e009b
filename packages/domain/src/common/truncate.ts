import { graphemeCut } from './graphemes';

/**
 * Cuts text beyond `length` characters and marks the cut with an ellipsis (spec §9). Characters are
 * what a reader sees, so a flag or an emoji family is never split in half.
 */
export function truncate(text: string, length: number): string {
  const cut = graphemeCut(text, length);
  return cut === undefined ? text : `${text.slice(0, cut).trimEnd()}...`;
}
