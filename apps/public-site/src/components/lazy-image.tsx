import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

interface LazyImageProps {
  src: string;
  alt: string;
  /** width / height; the box reserves this space before the image arrives, so nothing shifts. */
  ratio: number;
  eager?: boolean;
  sx?: SxProps<Theme>;
}

export function LazyImage({ src, alt, ratio, eager = false, sx }: LazyImageProps) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      sx={[
        {
          display: 'block',
          width: '100%',
          aspectRatio: String(ratio),
          objectFit: 'cover',
          bgcolor: 'grey.200',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
