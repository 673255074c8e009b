import { civilDates } from '~/lib/calendars';
import { useTranslation } from '~/lib/use-translation';

/**
 * A post's day in the Ethiopian and the Gregorian calendar (the Ethiopian first in Amharic). The
 * page server's ICU and the phone's may word a month differently, so a mismatch is not an error.
 */
export function PostDates({ iso, className }: { iso: string; className?: string }) {
  const { i18n } = useTranslation();
  return (
    <time dateTime={iso} className={className} suppressHydrationWarning>
      {civilDates(new Date(iso), i18n.language).join(' · ')}
    </time>
  );
}
