import { describe, expect, it } from 'vitest';
import {
  audienceBreakdownQuestionSchema,
  audienceRequestQuerySchema,
  audienceSeriesQuestionSchema,
} from './audience.schemas';

describe('audience questions', () => {
  const period = { from: '2026-03-01T21:00:00Z', to: '2026-03-08T21:00:00Z' };

  it('accepts a week of whole hours with a filter', () => {
    expect(audienceRequestQuerySchema.safeParse({ ...period, source: 'telegram', limit: '10' }).success).toBe(
      true,
    );
  });

  it('bounds the period, the series and the rows a breakdown returns', () => {
    expect(
      audienceRequestQuerySchema.safeParse({ from: '2023-01-01T00:00:00Z', to: '2026-03-01T00:00:00Z' })
        .success,
    ).toBe(false);
    expect(
      audienceSeriesQuestionSchema.safeParse({
        period: { from: '2026-01-01T00:00:00Z', to: '2026-03-01T00:00:00Z' },
        granularity: 'hour',
      }).success,
    ).toBe(false);
    expect(
      audienceSeriesQuestionSchema.safeParse({
        period: { from: '2026-01-01T00:00:00Z', to: '2026-03-01T00:00:00Z' },
        granularity: 'day',
      }).success,
    ).toBe(true);
    expect(
      audienceBreakdownQuestionSchema.safeParse({ period, dimension: 'source', limit: 101 }).success,
    ).toBe(false);
    expect(audienceRequestQuerySchema.safeParse({ ...period, referrer: 'x'.repeat(254) }).success).toBe(
      false,
    );
  });

  it('refuses a period that does not start on a whole hour or ends before it starts', () => {
    expect(audienceRequestQuerySchema.safeParse({ ...period, from: '2026-03-01T21:30:00Z' }).success).toBe(
      false,
    );
    expect(audienceRequestQuerySchema.safeParse({ from: period.to, to: period.from }).success).toBe(false);
  });
});
