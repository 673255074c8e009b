import { describe, expect, it } from 'vitest';
import { planSpan } from './audience.repository';

const span = (from: string, to: string) => ({ from: new Date(from), to: new Date(to) });
const at = (iso: string) => new Date(iso).getTime();

describe('planSpan', () => {
  it('reads whole Addis Ababa days from the daily rollup, the hours around them hourly, the rest raw', () => {
    const plan = planSpan(
      span('2026-03-01T10:00:00Z', '2026-03-05T12:00:00Z'),
      new Date('2026-03-05T09:00:00Z'),
      'day',
    );
    expect(plan.days).toEqual([{ from: '2026-03-02', to: '2026-03-05' }]);
    expect(plan.months).toBeNull();
    expect(plan.hours).toEqual([
      { from: at('2026-03-01T10:00:00Z'), to: at('2026-03-01T21:00:00Z') },
      { from: at('2026-03-04T21:00:00Z'), to: at('2026-03-05T09:00:00Z') },
    ]);
    expect(plan.raw).toEqual({ from: at('2026-03-05T09:00:00Z'), to: at('2026-03-05T12:00:00Z') });
  });

  it('reads only hours for an hourly series, and only raw events before anything is rolled up', () => {
    const hourly = planSpan(
      span('2026-03-01T00:00:00Z', '2026-03-04T00:00:00Z'),
      new Date('2026-03-05T00:00:00Z'),
      'hour',
    );
    expect(hourly).toEqual({
      hours: [{ from: at('2026-03-01T00:00:00Z'), to: at('2026-03-04T00:00:00Z') }],
      days: [],
      months: null,
      raw: null,
    });
    const fresh = planSpan(
      span('2026-03-01T00:00:00Z', '2026-03-04T00:00:00Z'),
      new Date('2026-02-01T00:00:00Z'),
      'month',
    );
    expect(fresh).toEqual({
      hours: [],
      days: [],
      months: null,
      raw: { from: at('2026-03-01T00:00:00Z'), to: at('2026-03-04T00:00:00Z') },
    });
  });

  it('reads whole Addis Ababa months from the monthly sums, and the days around them daily', () => {
    // 20 January to 10 April, Addis Ababa days (each starts at 21:00 UTC the day before).
    const plan = planSpan(
      span('2026-01-19T21:00:00Z', '2026-04-09T21:00:00Z'),
      new Date('2026-04-09T21:00:00Z'),
      'month',
    );
    expect(plan.months).toEqual({ from: '2026-02-01', to: '2026-04-01' });
    expect(plan.days).toEqual([
      { from: '2026-01-20', to: '2026-02-01' },
      { from: '2026-04-01', to: '2026-04-10' },
    ]);
    expect(plan.hours).toEqual([]);
    expect(plan.raw).toBeNull();
  });
});
