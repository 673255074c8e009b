import { watchUrlForId } from '@station/domain/youtube';
import type { MouseEvent, ReactNode } from 'react';

interface VideoLinkProps {
  videoId: string;
  label: string;
  className: string;
  /** Plays the video on the page, once the scripts have arrived. */
  onPlay: () => void;
  children: ReactNode;
}

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A video's still as a real link to the video: a tap before the scripts arrive (seconds on a slow
 * phone) opens it on YouTube instead of doing nothing; after, it plays here. A reader who asks for a
 * new tab gets one.
 */
export function VideoLink({ videoId, label, className, onPlay, children }: VideoLinkProps) {
  return (
    <a
      href={watchUrlForId(videoId)}
      className={className}
      aria-label={label}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        onPlay();
      }}
    >
      {children}
    </a>
  );
}
