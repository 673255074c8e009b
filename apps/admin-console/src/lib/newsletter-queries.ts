import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

/** The newsletter's query keys, shared by the contact feature's Inbox and the newsletter's Send Email. */
export const newsletterKeys = {
  all: ['newsletter'] as const,
  status: () => [...newsletterKeys.all, 'status'] as const,
  list: (page: number) => [...newsletterKeys.all, 'list', page] as const,
};

/** Whether this server can send email, and to how many subscribers: the Inbox and Send Email read it. */
export const mailStatusQuery = () =>
  queryOptions({ queryKey: newsletterKeys.status(), queryFn: () => api.newsletter.status() });
