import { type ContactStatus, LIMITS } from '@station/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { contactKeys } from '~/lib/contact-queries';

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
