import { calendarDate } from '~/lib/calendars';
import { useTranslation } from '~/lib/use-translation';

/** Today in Addis Ababa by the Ethiopian, Gregorian and Hijri calendars, the Ethiopian first in Amharic. */
export function TodayDates() {
  const { t, i18n } = useTranslation();
  const today = new Date();
  const order =
    i18n.language === 'am' ? (['ethiopic', 'gregory'] as const) : (['gregory', 'ethiopic'] as const);
  return (
    // A page drawn before midnight and read after it shows yesterday until the scripts run.
    <ul className="top-bar__dates" aria-label={t('topBar.today')}>
      {[...order, 'islamic-umalqura' as const].map((calendar) => (
        <li key={calendar} suppressHydrationWarning>
          {calendarDate(today, calendar, i18n.language)}
        </li>
      ))}
    </ul>
  );
}
