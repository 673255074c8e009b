import { useTranslation } from '~/lib/use-translation';

interface VideoFrameProps {
  src: string;
  title: string;
}

/**
 * A 16:9 embedded player; the frame may autoplay and go full screen, nothing more. Until the player
 * paints, the reader sees it loading: the sign sits under the frame, which stays transparent until
 * then, so it needs no script and cannot miss a load that happened before the scripts arrived.
 */
export function VideoFrame({ src, title }: VideoFrameProps) {
  const { t } = useTranslation();
  return (
    <div className="video-frame">
      <span className="video-frame__loading" aria-hidden="true">
        {t('home.loadingVideo')}
      </span>
      <iframe
        src={src}
        title={title}
        loading="lazy"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="video-frame__player"
      />
    </div>
  );
}
