import { queryOptions } from '@tanstack/react-query';
import { loadApi } from '~/lib/api';

export const liveKeys = {
  all: ['live'] as const,
  current: () => [...liveKeys.all, 'current'] as const,
  schedule: () => [...liveKeys.all, 'schedule'] as const,
};

const fetchLive = () => loadApi().then((api) => api.live.get());

export const liveQueries = {
  // A visitor opening /live expects the link as it is now, not as it was a minute ago.
  current: () => queryOptions({ queryKey: liveKeys.current(), queryFn: fetchLive, staleTime: 0 }),
  // A link to /live elsewhere is as fresh as the page it is on (a drawn page is not asked for it again).
  onAir: () => queryOptions({ queryKey: liveKeys.current(), queryFn: fetchLive }),
  /** The weekly schedule, for what is on now and next when nothing is live. */
  schedule: () =>
    queryOptions({
      queryKey: liveKeys.schedule(),
      queryFn: () => loadApi().then((api) => api.schedule.list()),
    }),
};
