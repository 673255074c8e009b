import { queryOptions } from '@tanstack/react-query';
import { loadApi } from '~/lib/api';
import { isHydrating } from '~/rendering';

export const liveKeys = {
  all: ['live'] as const,
  current: () => [...liveKeys.all, 'current'] as const,
  programmeSchedule: () => [...liveKeys.all, 'programme-schedule'] as const,
};

const fetchLive = () => loadApi().then((api) => api.live.get());

export const liveQueries = {
  // A visitor opening /live expects the link as it is now, not as it was a minute ago. A page the server
  // drew holds it so: a new link moves the content version, which drops every drawn page within a
  // second. Taking that page over asks nothing, since asking would load the API client's answer checks
  // in a slow phone's first seconds.
  current: () =>
    queryOptions({
      queryKey: liveKeys.current(),
      queryFn: fetchLive,
      staleTime: 0,
      refetchOnMount: () => !isHydrating(),
    }),
  // A link to /live elsewhere is as fresh as the page it is on (a drawn page is not asked for it again).
  onAir: () => queryOptions({ queryKey: liveKeys.current(), queryFn: fetchLive }),
  /** The weekly programme schedule, for what is on now and next when nothing is live. */
  programmeSchedule: () =>
    queryOptions({
      queryKey: liveKeys.programmeSchedule(),
      queryFn: () => loadApi().then((api) => api.programmeSchedule.list()),
    }),
};
