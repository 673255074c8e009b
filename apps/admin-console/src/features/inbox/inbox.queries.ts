import { type ContactStatus, LIMITS } from '@station/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { inboxKeys } from '~/lib/inbox-queries';
import { useInvalidatingMutation } from '~/lib/mutations';

export interface InboxView {
  status: ContactStatus;
  page: number;
}

export const inboxQuery = ({ status, page }: InboxView) =>
  queryOptions({
    queryKey: [...inboxKeys.all, 'list', status, page] as const,
    queryFn: () =>
      api.inbox.list({ status, limit: LIMITS.adminPostsPageSize, skip: page * LIMITS.adminPostsPageSize }),
  });

export const messageQuery = (id: string) =>
  queryOptions({ queryKey: [...inboxKeys.all, 'message', id] as const, queryFn: () => api.inbox.open(id) });

export const useSetHandled = (id: string) =>
  useInvalidatingMutation([inboxKeys.all], (handled: boolean) => api.inbox.setHandled(id, handled));

export const useReply = (id: string) =>
  useInvalidatingMutation([inboxKeys.all], (message: string) => api.inbox.reply(id, message));
