import { LIMITS } from '@station/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Loading } from '~/components/loading';
import { SectionTitle } from '~/components/section-title';
import { useTranslation } from '~/lib/use-translation';
import { videosQueries } from '../api/videos.queries';
import { VideoGrid } from './video-grid';

interface PlaylistVideosProps {
  list: string | null;
  title: string;
  /** A program without videos shows nothing; the home block says so instead. */
  hideWhenEmpty?: boolean;
}

/** A playlist's videos through the API's proxy, as a click-to-play grid. */
export function PlaylistVideos({ list, title, hideWhenEmpty = false }: PlaylistVideosProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isPending } = useQuery({ ...videosQueries.playlist(list ?? ''), enabled: list !== null });
  const items = data?.slice(0, LIMITS.recentVideos) ?? [];
  const loading = list !== null && isPending;
  if (hideWhenEmpty && !loading && items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="section">
      <SectionTitle id={headingId}>{title}</SectionTitle>
      {loading ? (
        <Loading />
      ) : items.length > 0 ? (
        <VideoGrid items={items} />
      ) : (
        <p className="muted">{t('home.noVideos')}</p>
      )}
    </section>
  );
}
