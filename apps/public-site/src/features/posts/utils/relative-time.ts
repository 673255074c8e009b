import { memoize } from '~/rendering';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

const formatFor = memoize((language) => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }));

/** "3 days ago" / "ከ3 ቀናት በፊት": the largest whole unit between `date` and `now`, in `language`. */
export function relativeTime(date: Date, now: Date, language: string): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const format = formatFor(language);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second')
      return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
