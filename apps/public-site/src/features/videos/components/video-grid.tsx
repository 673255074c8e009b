import type { PlaylistItem } from '@station/domain';
import { truncate } from '@station/domain';
import { TRUNCATE } from '@station/domain/constants';
import { lazy, Suspense, useState } from 'react';
import { Icon } from '~/components/icons';
import { LazyImage } from '~/components/lazy-image';
import { VideoLink } from '~/components/video-link';
import { useTranslation } from '~/lib/use-translation';
import { VideoLoading } from './video-loading';
import './video-grid.css';

interface VideoGridProps {
  items: PlaylistItem[];
}

// The player is a chunk of its own: nobody pays for it until they pick a video. Until it arrives the
// tap is answered at once with the player's loading sign.
const VideoOverlay = lazy(() =>
  import('./video-overlay').then((module) => ({ default: module.VideoOverlay })),
);

/** Thumbnails in 1, 2 or 4 columns (spec §9); a click opens the player overlay. */
export function VideoGrid({ items }: VideoGridProps) {
  const { t } = useTranslation();
  const [videoId, setVideoId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  return (
    <>
      <ul className="card-grid video-grid">
        {items.map((item, index) => {
          const name = item.snippet.title || t('home.untitledVideo', { number: index + 1 });
          return (
            <li key={item.id}>
              <VideoLink
                videoId={item.snippet.resourceId.videoId}
                onPlay={() => {
                  setTitle(name);
                  setVideoId(item.snippet.resourceId.videoId);
                }}
                label={t('home.playVideo', { title: name })}
                className="video-grid__item"
              >
                <span className="video-grid__thumb">
                  <LazyImage src={item.snippet.thumbnails.medium.url} alt="" ratio={16 / 9} />
                  <Icon name="playArrow" size={48} className="play-badge" />
                </span>
                <span className="video-grid__title">{truncate(name, TRUNCATE.title)}</span>
              </VideoLink>
            </li>
          );
        })}
      </ul>
      {videoId && (
        <Suspense fallback={<VideoLoading />}>
          <VideoOverlay videoId={videoId} title={title} onClose={() => setVideoId(null)} />
        </Suspense>
      )}
    </>
  );
}
