import type { ContactStatus } from '@station/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

/** The contact messages' query keys, shared by the sidebar's unread count and the contact feature's Inbox screen. */
export const contactKeys = {
  all: ['contact'] as const,
  counts: () => [...contactKeys.all, 'counts'] as const,
  list: (status: ContactStatus, page: number) => [...contactKeys.all, 'list', status, page] as const,
  message: (id: string) => [...contactKeys.all, 'message', id] as const,
};

/** Refetched every minute, so a message that arrives while the console is open shows in the sidebar. */
export const contactCountsQuery = () =>
  queryOptions({
    queryKey: contactKeys.counts(),
    queryFn: () => api.contact.counts(),
    refetchInterval: 60_000,
  });
