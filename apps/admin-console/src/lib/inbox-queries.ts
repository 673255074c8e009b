import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

/** The inbox's query keys, shared by the sidebar's unread count and the Inbox feature. */
export const inboxKeys = { all: ['inbox'] as const, counts: ['inbox', 'counts'] as const };

/** Refetched every minute, so a message that arrives while the console is open shows in the sidebar. */
export const inboxCountsQuery = () =>
  queryOptions({ queryKey: inboxKeys.counts, queryFn: () => api.inbox.counts(), refetchInterval: 60_000 });

/** Whether this server can send email, and to how many subscribers: the Inbox and Send Email read it. */
export const mailStatusQuery = () =>
  queryOptions({ queryKey: ['newsletter', 'status'], queryFn: () => api.newsletter.status() });
