import { describe, expect, it } from 'vitest';
import { onAirAt, stationWeekMinute } from './on-air';

const slots = [
  { id: 'fajr', day: 5, start: '05:00', end: '06:00' },
  { id: 'jumua', day: 5, start: '12:00', end: '13:30' },
  { id: 'news', day: 0, start: '20:00', end: '20:30' },
];
// Friday 27 November 2026, 12:15 in Addis Ababa (09:15 UTC).
const fridayNoon = new Date('2026-11-27T09:15:00Z');

describe('onAirAt', () => {
  it("reads the instant on the station's clock, three hours ahead of UTC", () => {
    expect(stationWeekMinute(fridayNoon)).toBe(5 * 1440 + 12 * 60 + 15);
    // 22:30 UTC on Saturday is already Sunday 01:30 in Addis Ababa.
    expect(stationWeekMinute(new Date('2026-11-28T22:30:00Z'))).toBe(90);
  });

  it('finds what is on now and what comes next', () => {
    const { now, next } = onAirAt(slots, fridayNoon);
    expect(now?.id).toBe('jumua');
    expect(next?.id).toBe('news');
  });

  it('has nothing on between slots, and the next one round the end of the week', () => {
    const saturday = new Date('2026-11-28T12:00:00Z');
    const { now, next } = onAirAt(slots, saturday);
    expect(now).toBeUndefined();
    expect(next?.id).toBe('news');
    expect(onAirAt(slots, new Date('2026-11-27T10:30:00Z')).now).toBeUndefined();
  });

  it('has neither with an empty schedule', () => {
    expect(onAirAt([], fridayNoon)).toEqual({});
  });
});
