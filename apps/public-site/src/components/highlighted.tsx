import { matchedRanges, type SearchStem } from '@station/domain';
import { Fragment } from 'react';

/** The text with the words a search matched marked, however the reader spelled them. */
export function Highlighted({ text, stems }: { text: string; stems: readonly SearchStem[] | undefined }) {
  const ranges = stems ? matchedRanges(text, stems) : [];
  if (ranges.length === 0) return text;
  const parts: React.ReactNode[] = [];
  let shown = 0;
  for (const [start, end] of ranges) {
    parts.push(<Fragment key={`t${start}`}>{text.slice(shown, start)}</Fragment>);
    parts.push(<mark key={`m${start}`}>{text.slice(start, end)}</mark>);
    shown = end;
  }
  parts.push(<Fragment key="rest">{text.slice(shown)}</Fragment>);
  return parts;
}
