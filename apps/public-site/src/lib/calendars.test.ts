import { describe, expect, it } from 'vitest';
import { adoptRenderedText, forgetRenderedText, recordRenderedText } from '~/rendering';
import { calendarDate, civilDates, stationDateTime, stationTime } from './calendars';

// 24 November 2026, late evening in UTC: already the next day in Addis Ababa (UTC+3).
const lateEvening = new Date('2026-11-24T22:30:00Z');
const noon = new Date('2026-11-24T09:00:00Z');

describe('calendarDate', () => {
  it('writes the Ethiopian date the way Amharic papers do, and in English with E.C.', () => {
    expect(calendarDate(noon, 'ethiopic', 'am')).toBe('ኅዳር 15 ቀን 2019 ዓ.ም.');
    expect(calendarDate(noon, 'ethiopic', 'en')).toBe('15 Hedar 2019 E.C.');
  });

  it('writes the Hijri (Umm al-Qura) date', () => {
    expect(calendarDate(noon, 'islamic-umalqura', 'en')).toBe('14 Jumada II 1448 AH');
    expect(calendarDate(noon, 'islamic-umalqura', 'am')).toMatch(/^14 .+ 1448 ዓ\.ሂ\.$/u);
  });

  it('counts the day in Addis Ababa, wherever the page is drawn', () => {
    expect(calendarDate(lateEvening, 'gregory', 'en')).toBe('25 November 2026');
    expect(calendarDate(lateEvening, 'ethiopic', 'en')).toBe('16 Hedar 2019 E.C.');
  });

  it('knows Pagume, the short thirteenth month, and the Ethiopian new year', () => {
    expect(calendarDate(new Date('2026-09-08T09:00:00Z'), 'ethiopic', 'en')).toBe('3 Pagumen 2018 E.C.');
    expect(calendarDate(new Date('2026-09-11T09:00:00Z'), 'ethiopic', 'am')).toBe('መስከረም 1 ቀን 2019 ዓ.ም.');
  });
});

describe('civilDates', () => {
  it('puts the Ethiopian date first in Amharic and the Gregorian first in English', () => {
    expect(civilDates(noon, 'am')).toEqual(['ኅዳር 15 ቀን 2019 ዓ.ም.', 'ኖቬምበር 24 ቀን 2026']);
    expect(civilDates(noon, 'en')).toEqual(['24 November 2026', '15 Hedar 2019 E.C.']);
  });
});

describe('dates written once', () => {
  it('records every date the server rendered, and while the page hydrates shows that text', () => {
    const day = new Date('2031-03-04T10:00:00Z');
    const { rendered, text } = recordRenderedText(() => civilDates(day, 'en').join(' · '));
    expect(rendered).toBe('4 March 2031 · 25 Yekatit 2023 E.C.');
    expect(Object.values(text).sort()).toEqual(['25 Yekatit 2023 E.C.', '4 March 2031']);

    // As the browser finds them in the page: what the server wrote is what is shown.
    adoptRenderedText(Object.fromEntries(Object.keys(text).map((key) => [key, `server: ${key}`])));
    try {
      expect(calendarDate(new Date('2031-03-04T20:59:00Z'), 'gregory', 'en')).toBe(
        'server: gregory en 2031-03-04',
      );
      // The next day in Addis Ababa (21:00 UTC is midnight there) is written here.
      expect(calendarDate(new Date('2031-03-04T21:00:00Z'), 'gregory', 'en')).toBe('5 March 2031');
    } finally {
      forgetRenderedText();
    }
    // A day is written once: the page keeps the server's text for it after hydration.
    expect(calendarDate(day, 'gregory', 'en')).toBe('server: gregory en 2031-03-04');
  });
});

describe('stationDateTime', () => {
  // 21:30 in UTC is half past midnight, the next day, on the Addis Ababa clock.
  const instant = new Date('2026-11-28T21:30:00Z');

  it('tells a moment by the Addis Ababa clock in both languages, whatever the zone of the machine', () => {
    expect(stationDateTime(instant, 'en')).toBe('29 November 2026, 00:30');
    expect(stationDateTime(instant, 'am')).toBe('ኅዳር 20 ቀን 2019 ዓ.ም.፣ 00:30');
  });

  it('tells the minute, not rounded, by the clock in Addis Ababa as ICU does', () => {
    const moment = new Date('2026-06-01T06:05:59.900Z');
    const icu = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Africa/Addis_Ababa',
    });
    expect(stationTime(moment)).toBe('09:05');
    expect(stationTime(moment)).toBe(icu.format(moment));
  });

  it('writes the same text for a page the browser hydrates as its server did', () => {
    const { rendered, text } = recordRenderedText(() => stationDateTime(instant, 'am'));
    adoptRenderedText(text);
    try {
      expect(stationDateTime(instant, 'am')).toBe(rendered);
    } finally {
      forgetRenderedText();
    }
  });
});
