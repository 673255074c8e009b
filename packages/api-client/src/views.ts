import type { ViewIncreaseQuery } from '@station/domain';
import type { Http } from './http';

/**
 * Counts a page seen. Its own entry, with no response schema behind it, so a page the server drew can
 * count its visit without loading the checks of every other answer.
 */
export const viewIncrease = (http: Http) => (query: ViewIncreaseQuery) =>
  http.fireAndForget('PATCH', 'view/increase', {
    query: { ...query },
    emptyJson: true,
    keepalive: true,
  });
