import type { AudienceDimension, AudienceFilters, AudienceGranularity } from '@station/domain';
import { useMemo, useState } from 'react';
import {
  addisDate,
  granularitiesFor,
  naturalGranularity,
  type PeriodChoice,
  periodOf,
} from './audience-period';
import { withFilter, withoutFilter } from './breakdowns';

const DAY_MS = 86_400_000;

/** What the analytics page is looking at: the period, its grouping, and the filters rows added. */
export function useAudienceState() {
  const [choice, setChoice] = useState<PeriodChoice>({ preset: '7d' });
  const [picked, setPicked] = useState<AudienceGranularity | null>(null);
  const [filters, setFilters] = useState<AudienceFilters>({});
  /** How each filter's value reads on its chip (an article's title rather than its id). */
  const [labels, setLabels] = useState<Partial<Record<AudienceDimension, string>>>({});
  const period = useMemo(() => periodOf(choice, Date.now()), [choice]);
  const granularities = period ? granularitiesFor(period) : [];
  const granularity =
    picked && granularities.includes(picked) ? picked : period ? naturalGranularity(period) : 'day';

  return {
    choice,
    period,
    granularity,
    granularities,
    filters,
    labels,
    choose(next: PeriodChoice) {
      // A custom period starts as the last seven days, so the page never shows an empty one.
      const now = Date.now();
      setChoice(
        next.preset === 'custom' && !next.from
          ? { preset: 'custom', from: addisDate(now - 6 * DAY_MS), to: addisDate(now) }
          : next,
      );
      setPicked(null);
    },
    group: setPicked,
    addFilter(added: AudienceFilters, label: Partial<Record<AudienceDimension, string>>) {
      setFilters((current) => withFilter(current, added));
      setLabels((current) => ({ ...current, ...label }));
    },
    removeFilter(dimension: AudienceDimension) {
      setFilters((current) => withoutFilter(current, dimension));
    },
  };
}
export type AudienceState = ReturnType<typeof useAudienceState>;
