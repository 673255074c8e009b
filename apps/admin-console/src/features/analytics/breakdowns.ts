import type { AudienceDimension, AudienceFilters } from '@station/domain';

/** The page kinds a breakdown of targets lists on its own: an article's id means nothing beside a path. */
type TargetTable = 'article' | 'category' | 'program';

/** One table of the analytics page: what it groups by, and the kind of page it lists when it lists targets. */
export interface BreakdownSpec {
  id:
    | 'pages'
    | 'articles'
    | 'categories'
    | 'programs'
    | 'sources'
    | 'referrers'
    | 'utmSource'
    | 'utmCampaign'
    | 'devices'
    | 'browsers'
    | 'os'
    | 'lang';
  dimension: AudienceDimension;
  targetKind?: TargetTable;
}

export const BREAKDOWNS: readonly BreakdownSpec[] = [
  { id: 'pages', dimension: 'targetKind' },
  { id: 'articles', dimension: 'target', targetKind: 'article' },
  { id: 'categories', dimension: 'target', targetKind: 'category' },
  { id: 'programs', dimension: 'target', targetKind: 'program' },
  { id: 'sources', dimension: 'source' },
  { id: 'referrers', dimension: 'referrer' },
  { id: 'utmSource', dimension: 'utmSource' },
  { id: 'utmCampaign', dimension: 'utmCampaign' },
  { id: 'devices', dimension: 'device' },
  { id: 'browsers', dimension: 'browser' },
  { id: 'os', dimension: 'os' },
  { id: 'lang', dimension: 'lang' },
];

/** The filters a clicked row adds: a target is always named with its kind. */
export function filterOfRow(spec: BreakdownSpec, key: string): AudienceFilters {
  return spec.targetKind ? { targetKind: spec.targetKind, target: key } : { [spec.dimension]: key };
}

/** The page's filters with one more; a new page kind drops a target of the old kind. */
export function withFilter(filters: AudienceFilters, added: AudienceFilters): AudienceFilters {
  const next: AudienceFilters = { ...filters, ...added };
  if (added.targetKind && added.targetKind !== filters.targetKind && !added.target) delete next.target;
  return next;
}

/** The page's filters without one; a target goes with its kind. */
export function withoutFilter(filters: AudienceFilters, dimension: AudienceDimension): AudienceFilters {
  const next: AudienceFilters = { ...filters };
  delete next[dimension];
  if (dimension === 'targetKind') delete next.target;
  return next;
}

/**
 * What a table asks for: the page's filters, and its own kind of page when it lists targets. Null when
 * the page is filtered to another kind of page, which the table could not list.
 */
export function tableFilters(spec: BreakdownSpec, filters: AudienceFilters): AudienceFilters | null {
  if (!spec.targetKind) return filters;
  if (filters.targetKind && filters.targetKind !== spec.targetKind) return null;
  return { ...filters, targetKind: spec.targetKind };
}
