import { embedUrlForId, thumbnailUrl } from '@station/domain/youtube';
import { useState } from 'react';
import { Icon } from '~/components/icons';
import { LazyImage } from '~/components/lazy-image';
import { VideoFrame } from '~/components/video-frame';
import { VideoLink } from '~/components/video-link';

interface VideoOnClickProps {
  videoId: string;
  /** The player's title, once it is asked for. */
  title: string;
  /** What the still says to a screen reader: what a tap on it does. */
  label: string;
}

/**
 * A video that costs nothing but its still until the reader asks for it (as in the video grid): then
 * the player loads and plays. A player on arrival made every reader of the page download YouTube's
 * player, played or not, which a metered phone pays for.
 */
export function VideoOnClick({ videoId, title, label }: VideoOnClickProps) {
  const [playing, setPlaying] = useState(false);
  return playing ? (
    <VideoFrame src={embedUrlForId(videoId)} title={title} />
  ) : (
    <VideoLink videoId={videoId} className="video-still" onPlay={() => setPlaying(true)} label={label}>
      <LazyImage src={thumbnailUrl(videoId)} alt="" ratio={16 / 9} />
      <Icon name="playArrow" size={48} className="play-badge" />
    </VideoLink>
  );
}
