const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Cuts text beyond `length` characters and marks the cut with an ellipsis (spec §9). Characters are
 * what a reader sees, so a flag or an emoji family is never split in half.
 */
export function truncate(text: string, length: number): string {
  const graphemes = Array.from(segmenter.segment(text), (part) => part.segment);
  if (graphemes.length <= length) return text;
  return `${graphemes.slice(0, length).join('').trimEnd()}...`;
}
