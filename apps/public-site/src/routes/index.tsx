import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '~/components/use-document-title';
import { adsQueries } from '~/features/ads/api/ads.queries';
import { AdStrip } from '~/features/ads/components/ad-strip';
import { Hero } from '~/features/home/components/hero';
import { HomeSections } from '~/features/home/components/home-sections';
import { liveQueries } from '~/features/live/api/live.queries';
import { WatchLiveLink } from '~/features/live/components/watch-live-link';
import { pagePostsQueries, postsQueries } from '~/features/posts/api/posts.queries';
import { LatestPosts } from '~/features/posts/components/latest-posts';
import { MostRead } from '~/features/posts/components/most-read';
import { recentVideosPlaylist, videosQueries } from '~/features/videos/api/videos.queries';
import { RecentVideos } from '~/features/videos/components/recent-videos';
import { useTranslation } from '~/lib/use-translation';

export const Route = createFileRoute('/')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(pagePostsQueries.latest());
    void queryClient.prefetchQuery(postsQueries.mostRead());
    void queryClient.prefetchQuery(adsQueries.list());
    void queryClient.prefetchQuery(liveQueries.onAir());
    const playlist = recentVideosPlaylist();
    if (playlist) void queryClient.prefetchQuery(videosQueries.playlist(playlist));
  },
  component: HomePage,
});

function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('home.title'), t('home.description'));
  return (
    <HomeSections>
      <Hero watchLive={<WatchLiveLink className="button button--secondary" />} />
      <AdStrip />
      <RecentVideos />
      <LatestPosts />
      <MostRead />
    </HomeSections>
  );
}
