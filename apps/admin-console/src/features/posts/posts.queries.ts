import { LIMITS } from '@station/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

export const postsKeys = {
  all: ['posts'] as const,
  page: (page: number) => [...postsKeys.all, 'page', page] as const,
};

export const postsPageQuery = (page: number) =>
  queryOptions({
    queryKey: postsKeys.page(page),
    queryFn: () =>
      api.posts.page({ limit: LIMITS.adminPostsPageSize, skip: page * LIMITS.adminPostsPageSize }),
    placeholderData: keepPreviousData,
  });
