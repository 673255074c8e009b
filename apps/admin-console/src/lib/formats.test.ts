import { describe, expect, it } from 'vitest';
import { formatsFor } from './formats';

// 21:30 in Addis Ababa, three hours ahead of the stored time.
const lateEvening = '2026-11-28T18:30:00Z';

describe('the console’s dates', () => {
  it('read day, month, year in English, at Addis Ababa time', () => {
    const { date, dateTime } = formatsFor('en');
    expect(date(lateEvening)).toBe('28 Nov 2026');
    expect(dateTime(lateEvening)).toBe('28 Nov 2026, 21:30');
  });

  it('read at Addis Ababa time in Amharic too, with Amharic month names', () => {
    const { dateTime } = formatsFor('am');
    expect(dateTime('2026-11-28T22:30:00Z')).toMatch(/\p{Script=Ethiopic}/u);
    expect(formatsFor('am').date('2026-11-28T22:30:00Z')).toBe(formatsFor('am').date('2026-11-29T12:00:00Z'));
  });
});
