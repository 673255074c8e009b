import { extractPlaylistId } from '@station/domain/youtube';
import { queryOptions } from '@tanstack/react-query';
import { siteConfig } from '~/config/site-config';
import { loadApi } from '~/lib/api';

export const videosKeys = {
  all: ['videos'] as const,
  playlist: (list: string) => [...videosKeys.all, 'playlist', list] as const,
};

export const videosQueries = {
  playlist: (list: string) =>
    queryOptions({
      queryKey: videosKeys.playlist(list),
      queryFn: () => loadApi().then((api) => api.videos.playlist(list)),
    }),
};

/** The playlist behind 'recently released videos', from the site's settings. */
export const recentVideosPlaylist = () => extractPlaylistId(siteConfig().recentVideosUrl);
