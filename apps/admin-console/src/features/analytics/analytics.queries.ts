import type { AudienceBreakdownQuestion, AudienceQuestion, AudienceSeriesQuestion } from '@station/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

export const analyticsKeys = {
  all: ['analytics'] as const,
  posts: () => [...analyticsKeys.all, 'post-analytics'] as const,
  totals: () => [...analyticsKeys.all, 'view-totals'] as const,
  visitors: () => [...analyticsKeys.all, 'visitors'] as const,
  audience: () => [...analyticsKeys.all, 'audience'] as const,
  audienceTotals: (question: AudienceQuestion) => [...analyticsKeys.audience(), 'totals', question] as const,
  audienceSeries: (question: AudienceSeriesQuestion) =>
    [...analyticsKeys.audience(), 'series', question] as const,
  audienceBreakdown: (question: AudienceBreakdownQuestion) =>
    [...analyticsKeys.audience(), 'breakdown', question] as const,
  readersNow: () => [...analyticsKeys.all, 'readers-now'] as const,
  article: (id: string) => [...analyticsKeys.all, 'article', id] as const,
};

/** Readers now is asked again this often while the page is in view. */
const READERS_NOW_REFRESH_MS = 15_000;

export const postAnalyticsQuery = () =>
  queryOptions({ queryKey: analyticsKeys.posts(), queryFn: api.analytics.posts });
export const totalsQuery = () =>
  queryOptions({ queryKey: analyticsKeys.totals(), queryFn: api.analytics.views });
export const visitorsQuery = () =>
  queryOptions({ queryKey: analyticsKeys.visitors(), queryFn: api.analytics.visitors });

// A new period or filter keeps the figures shown until the new ones arrive, rather than blanking the page.
export const audienceTotalsQuery = (question: AudienceQuestion) =>
  queryOptions({
    queryKey: analyticsKeys.audienceTotals(question),
    queryFn: () => api.analytics.totals(question),
    placeholderData: keepPreviousData,
  });
export const audienceSeriesQuery = (question: AudienceSeriesQuestion) =>
  queryOptions({
    queryKey: analyticsKeys.audienceSeries(question),
    queryFn: () => api.analytics.series(question),
    placeholderData: keepPreviousData,
  });
export const audienceBreakdownQuery = (question: AudienceBreakdownQuestion) =>
  queryOptions({
    queryKey: analyticsKeys.audienceBreakdown(question),
    queryFn: () => api.analytics.breakdown(question),
    placeholderData: keepPreviousData,
  });
/** Refreshed without reloading; a hidden tab asks nothing until it is shown again. */
export const readersNowQuery = () =>
  queryOptions({
    queryKey: analyticsKeys.readersNow(),
    queryFn: api.analytics.readersNow,
    refetchInterval: READERS_NOW_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
/** The article whose figures per-article stats shows. */
export const articleQuery = (id: string) =>
  queryOptions({ queryKey: analyticsKeys.article(id), queryFn: () => api.posts.get(id) });
