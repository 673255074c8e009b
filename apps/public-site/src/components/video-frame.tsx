interface VideoFrameProps {
  src: string;
  title: string;
}

/** A 16:9 embedded player; the frame may autoplay and go full screen, nothing more. */
export function VideoFrame({ src, title }: VideoFrameProps) {
  return (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className="video-frame"
    />
  );
}
