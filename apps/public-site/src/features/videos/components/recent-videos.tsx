import { extractPlaylistId } from '@station/domain/youtube';
import { useTranslation } from 'react-i18next';
import { env } from '~/config/env';
import { PlaylistVideos } from './playlist-videos';

export const recentVideosPlaylist = extractPlaylistId(env.recentVideosUrl);

/** 'recently released videos': the station's newest uploads (spec §2). */
export function RecentVideos() {
  const { t } = useTranslation();
  return <PlaylistVideos list={recentVideosPlaylist} title={t('home.recentVideos')} />;
}
