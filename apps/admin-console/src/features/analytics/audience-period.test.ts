import { describe, expect, it } from 'vitest';
import { bucketsOf, granularitiesFor, naturalGranularity, periodOf, previousOf } from './audience-period';

// 7 December 2026, 10:20 in Addis Ababa.
const NOW = Date.parse('2026-12-07T07:20:00Z');

describe('analytics periods', () => {
  it('runs a preset from an Addis Ababa midnight to the end of the current hour', () => {
    expect(periodOf({ preset: 'today' }, NOW)).toEqual({
      from: '2026-12-06T21:00:00.000Z',
      to: '2026-12-07T08:00:00.000Z',
    });
    expect(periodOf({ preset: '7d' }, NOW)?.from).toBe('2026-11-30T21:00:00.000Z');
    expect(periodOf({ preset: '12m' }, NOW)?.from).toBe('2025-12-31T21:00:00.000Z');
  });

  it('takes a custom span as whole Addis Ababa days, refusing one that ends before it starts', () => {
    expect(periodOf({ preset: 'custom', from: '2026-03-02', to: '2026-03-03' }, NOW)).toEqual({
      from: '2026-03-01T21:00:00.000Z',
      to: '2026-03-03T21:00:00.000Z',
    });
    expect(periodOf({ preset: 'custom', from: '2026-03-03', to: '2026-03-01' }, NOW)).toBeNull();
    expect(periodOf({ preset: 'custom', from: '2020-01-01', to: '2026-03-01' }, NOW)).toBeNull();
  });

  it('groups a day by hour, a month by day and a year by month, offering hours only for short periods', () => {
    const today = periodOf({ preset: 'today' }, NOW);
    const month = periodOf({ preset: '30d' }, NOW);
    const year = periodOf({ preset: '12m' }, NOW);
    if (!today || !month || !year) throw new Error('presets always name a period');
    expect([naturalGranularity(today), naturalGranularity(month), naturalGranularity(year)]).toEqual([
      'hour',
      'day',
      'month',
    ]);
    expect(granularitiesFor(today)).toContain('hour');
    expect(granularitiesFor(month)).not.toContain('hour');
  });

  it('names every bucket as the API does, Addis Ababa days and Monday weeks', () => {
    const span = { from: '2026-03-01T21:00:00Z', to: '2026-03-10T21:00:00Z' };
    expect(bucketsOf(span, 'day').slice(0, 2)).toEqual(['2026-03-02', '2026-03-03']);
    expect(bucketsOf(span, 'week')).toEqual(['2026-03-02', '2026-03-09']);
    expect(bucketsOf(span, 'month')).toEqual(['2026-03-01']);
    expect(bucketsOf({ from: '2026-03-02T06:00:00Z', to: '2026-03-02T08:00:00Z' }, 'hour')).toEqual([
      '2026-03-02T06:00:00Z',
      '2026-03-02T07:00:00Z',
    ]);
    expect(previousOf(span)).toEqual({ from: '2026-02-20T21:00:00.000Z', to: span.from });
  });
});
