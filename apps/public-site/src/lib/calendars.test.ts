import { describe, expect, it } from 'vitest';
import { calendarDate, civilDates } from './calendars';

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
