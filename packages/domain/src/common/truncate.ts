/** Cuts text beyond `length` characters and marks the cut with an ellipsis (spec §9). */
export function truncate(text: string, length: number): string {
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  return `${chars.slice(0, length).join('').trimEnd()}...`;
}
