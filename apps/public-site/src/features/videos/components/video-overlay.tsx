import { embedUrlForId } from '@station/domain/youtube';
import { useEffect, useRef } from 'react';
import { Icon } from '~/components/icons';
import { VideoFrame } from '~/components/video-frame';
import { useTranslation } from '~/lib/use-translation';
import './video-overlay.css';

interface VideoOverlayProps {
  videoId: string;
  title: string;
  onClose: () => void;
}

/**
 * Full-screen player; the backdrop, the close icon and Escape all close it (spec §2, §4). A modal
 * dialog keeps focus inside while it is open; focus goes back to the card that opened it.
 */
export function VideoOverlay({ videoId, title, onClose }: VideoOverlayProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.showModal();
    return () => opener?.focus();
  }, []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape, which the dialog handles itself.
    <dialog
      ref={dialog}
      className="video-overlay"
      aria-label={t('home.videoPlayer')}
      onClose={onClose}
      // A click on the dialog itself, outside the player, landed on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <button
        type="button"
        className="video-overlay__close"
        onClick={() => dialog.current?.close()}
        aria-label={t('home.closeVideo')}
      >
        <Icon name="close" size={28} />
      </button>
      <VideoFrame src={embedUrlForId(videoId)} title={title} />
    </dialog>
  );
}
