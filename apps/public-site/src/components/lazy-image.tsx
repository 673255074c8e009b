import { narrowestCandidate, useDataSaver } from '~/lib/reader';

interface LazyImageProps {
  src: string;
  /** The stored widths (`<url> 400w, …`), so a phone fetches a narrow copy; with `sizes`. */
  srcSet?: string | undefined;
  sizes?: string | undefined;
  alt: string;
  /** width / height; the image reserves this space before it arrives, so nothing shifts. */
  ratio: number;
  /** The picture that is likely the largest paint of the page: fetched first, not lazily. */
  eager?: boolean;
  /** A picture the reader did not come for (an ad): fetched after the page's text and pictures. */
  lowPriority?: boolean;
  className?: string;
  /** CSS `object-position`: the photo's focal point, kept in view however the box crops it. */
  position?: string | undefined;
}

// Only the ratio of width and height matters: CSS draws the image at the width of its box.
const BASE_WIDTH = 1200;

export function LazyImage({
  src: widest,
  srcSet: widths,
  sizes,
  alt,
  ratio,
  eager = false,
  lowPriority = false,
  className,
  position,
}: LazyImageProps) {
  // A reader saving data gets the narrowest stored copy, whatever the screen.
  const dataSaver = useDataSaver();
  const src = (dataSaver && widths && narrowestCandidate(widths)) || widest;
  const srcSet = dataSaver ? undefined : widths;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={BASE_WIDTH}
      height={Math.round(BASE_WIDTH / ratio)}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : lowPriority ? 'low' : undefined}
      decoding={eager ? 'sync' : 'async'}
      className={className ? `lazy-image ${className}` : 'lazy-image'}
      style={{ aspectRatio: String(ratio), ...(position ? { objectPosition: position } : {}) }}
    />
  );
}
