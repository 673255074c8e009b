import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';

export const videosKeys = {
  all: ['videos'] as const,
  playlist: (list: string) => [...videosKeys.all, 'playlist', list] as const,
};

export const videosQueries = {
  playlist: (list: string) =>
    queryOptions({ queryKey: videosKeys.playlist(list), queryFn: () => api.videos.playlist(list) }),
};
