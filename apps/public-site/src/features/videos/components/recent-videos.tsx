import { useTranslation } from '~/lib/use-translation';
import { recentVideosPlaylist } from '../api/videos.queries';
import { PlaylistVideos } from './playlist-videos';

/** 'recently released videos': the station's newest uploads (spec §2). */
export function RecentVideos() {
  const { t } = useTranslation();
  return <PlaylistVideos list={recentVideosPlaylist()} title={t('home.recentVideos')} />;
}
