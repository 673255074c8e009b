/**
 * A day in the three calendars Station's readers live by: the Ethiopian (civil life), the Gregorian
 * and the Hijri (religious dates, Umm al-Qura). The platform's Intl calendars do the arithmetic; the
 * day is the one in Addis Ababa, wherever the page is drawn, so the server and the phone agree.
 */
const TIME_ZONE = 'Africa/Addis_Ababa';

export type Calendar = 'ethiopic' | 'gregory' | 'islamic-umalqura';

const formats = new Map<string, Intl.DateTimeFormat>();

function partsOf(date: Date, calendar: Calendar, language: string) {
  const locale = `${language === 'am' ? 'am-ET' : 'en-GB'}-u-ca-${calendar}-nu-latn`;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: TIME_ZONE,
    });
    formats.set(locale, format);
  }
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '';
  // ICU writes the era with some calendars ("2019 AM"); the year's own marker below says it instead.
  return { day: part('day'), month: part('month'), year: part('year').replace(/\D+$/u, '') };
}

/** How each calendar's date is written: the Amharic forms the way newspapers print them. */
const WRITTEN: Record<Calendar, Record<'am' | 'en', (p: ReturnType<typeof partsOf>) => string>> = {
  ethiopic: {
    am: ({ day, month, year }) => `${month} ${day} ቀን ${year} ዓ.ም.`,
    en: ({ day, month, year }) => `${day} ${month} ${year} E.C.`,
  },
  gregory: {
    am: ({ day, month, year }) => `${month} ${day} ቀን ${year}`,
    en: ({ day, month, year }) => `${day} ${month} ${year}`,
  },
  'islamic-umalqura': {
    am: ({ day, month, year }) => `${day} ${month} ${year} ዓ.ሂ.`,
    en: ({ day, month, year }) => `${day} ${month} ${year} AH`,
  },
};

/** The date of `date` in `calendar`, written for a reader of `language`. */
export function calendarDate(date: Date, calendar: Calendar, language: string): string {
  return WRITTEN[calendar][language === 'am' ? 'am' : 'en'](partsOf(date, calendar, language));
}

/** The Ethiopian and the Gregorian date, the Ethiopian first in the Amharic interface. */
export function civilDates(date: Date, language: string): string[] {
  const ethiopian = calendarDate(date, 'ethiopic', language);
  const gregorian = calendarDate(date, 'gregory', language);
  return language === 'am' ? [ethiopian, gregorian] : [gregorian, ethiopian];
}
