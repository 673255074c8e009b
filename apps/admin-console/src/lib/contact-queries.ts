import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

/** The contact messages' query keys, shared by the sidebar's unread count and the contact feature's Inbox screen. */
export const contactKeys = { all: ['contact'] as const, counts: ['contact', 'counts'] as const };

/** Refetched every minute, so a message that arrives while the console is open shows in the sidebar. */
export const contactCountsQuery = () =>
  queryOptions({
    queryKey: contactKeys.counts,
    queryFn: () => api.contact.counts(),
    refetchInterval: 60_000,
  });

/** Whether this server can send email, and to how many subscribers: the Inbox and Send Email read it. */
export const mailStatusQuery = () =>
  queryOptions({ queryKey: ['newsletter', 'status'], queryFn: () => api.newsletter.status() });
