import { memoize, renderedText } from '~/rendering';

/**
 * A day in the three calendars Station's readers live by: the Ethiopian (civil life), the Gregorian
 * and the Hijri (religious dates, Umm al-Qura). The platform's Intl calendars do the arithmetic; the
 * day is the one in Addis Ababa, wherever the page is drawn, so the server and the phone agree.
 */
const TIME_ZONE = 'Africa/Addis_Ababa';

export type Calendar = 'ethiopic' | 'gregory' | 'islamic-umalqura';

const formatFor = memoize(
  (locale) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE }),
);

function partsOf(date: Date, calendar: Calendar, language: string) {
  const format = formatFor(`${language === 'am' ? 'am-ET' : 'en-GB'}-u-ca-${calendar}-nu-latn`);
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

/**
 * Dates already written, by calendar, language and Addis Ababa day: each is worked out once per
 * process, and a page the browser hydrates starts from its server's (see rendering/rendered-text.ts).
 */
const written = new Map<string, string>();
/** Enough for years of days in every calendar and language; past it the memory starts afresh. */
const WRITTEN_MAX = 20_000;

/** Addis Ababa is UTC+3 all year, so its day is the UTC day three hours on. */
const ADDIS_ABABA_OFFSET_MS = 3 * 3_600_000;

/** The date of `date` in `calendar`, written for a reader of `language`. */
export function calendarDate(date: Date, calendar: Calendar, language: string): string {
  const write = () => WRITTEN[calendar][language === 'am' ? 'am' : 'en'](partsOf(date, calendar, language));
  const time = date.getTime();
  if (Number.isNaN(time)) return write();
  const day = new Date(time + ADDIS_ABABA_OFFSET_MS).toISOString().slice(0, 10);
  const key = `${calendar} ${language === 'am' ? 'am' : 'en'} ${day}`;
  // A day is written once: by this process, or by the page's server while the page hydrates.
  const text = renderedText(key, () => written.get(key) ?? write());
  if (written.size >= WRITTEN_MAX) written.clear();
  written.set(key, text);
  return text;
}

/** The Ethiopian and the Gregorian date, the Ethiopian first in the Amharic interface. */
export function civilDates(date: Date, language: string): string[] {
  const ethiopian = calendarDate(date, 'ethiopic', language);
  const gregorian = calendarDate(date, 'gregory', language);
  return language === 'am' ? [ethiopian, gregorian] : [gregorian, ethiopian];
}

/**
 * `HH:MM` of `date` on the Addis Ababa clock, 24-hour, as the station's schedule writes it: Latin
 * digits in every locale and zone. Worked out from the UTC time three hours on, as the day is: the
 * first clock format with a time zone made ICU load its zone data, 5–15 ms of an article's hydration
 * on a fast machine and several times that on a phone, for a time the server had already written.
 */
export function stationTime(date: Date): string {
  return new Date(date.getTime() + ADDIS_ABABA_OFFSET_MS).toISOString().slice(11, 16);
}

/**
 * A moment as the site writes it (an article's "Updated"): its day in the reader's first calendar and
 * its time on the Addis Ababa clock, on the page server and in the browser alike, so a page drawn on
 * one and hydrated by the other reads the same.
 */
export function stationDateTime(date: Date, language: string): string {
  const [day] = civilDates(date, language);
  return language === 'am' ? `${day}፣ ${stationTime(date)}` : `${day}, ${stationTime(date)}`;
}
