import { type ContactStatus, LIMITS } from '@station/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { contactKeys } from '~/lib/contact-queries';
import { useInvalidatingMutation } from '~/lib/mutations';

export interface ContactView {
  status: ContactStatus;
  page: number;
}

export const contactListQuery = ({ status, page }: ContactView) =>
  queryOptions({
    queryKey: contactKeys.list(status, page),
    queryFn: () =>
      api.contact.list({ status, limit: LIMITS.adminPostsPageSize, skip: page * LIMITS.adminPostsPageSize }),
  });

export const messageQuery = (id: string) =>
  queryOptions({
    queryKey: contactKeys.message(id),
    queryFn: () => api.contact.open(id),
  });

export const useSetHandled = (id: string) =>
  useInvalidatingMutation([contactKeys.all], (handled: boolean) => api.contact.setHandled(id, handled));

export const useReply = (id: string) =>
  useInvalidatingMutation([contactKeys.all], (message: string) => api.contact.reply(id, message));
