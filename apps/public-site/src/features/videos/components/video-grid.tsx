import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { type PlaylistItem, truncate } from '@station/domain';
import { TRUNCATE } from '@station/domain/constants';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '~/components/lazy-image';

// The player overlay is its own chunk: nobody pays for it until they pick a video.
const VideoOverlay = lazy(() =>
  import('./video-overlay').then((module) => ({ default: module.VideoOverlay })),
);

interface VideoGridProps {
  items: PlaylistItem[];
}

/** Thumbnails in 1, 2 or 4 columns (spec §9); a click opens the player overlay. */
export function VideoGrid({ items }: VideoGridProps) {
  const { t } = useTranslation();
  const [videoId, setVideoId] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  return (
    <>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {items.map((item, index) => {
          const name = item.snippet.title || t('home.untitledVideo', { number: index + 1 });
          return (
            <li key={item.id}>
              <ButtonBase
                onClick={() => {
                  setTitle(name);
                  setVideoId(item.snippet.resourceId.videoId);
                }}
                aria-label={t('home.playVideo', { title: name })}
                sx={{
                  display: 'block',
                  width: '100%',
                  textAlign: 'start',
                  borderRadius: 1,
                  overflow: 'hidden',
                }}
              >
                <Box sx={{ position: 'relative' }}>
                  <LazyImage src={item.snippet.thumbnails.medium.url} alt="" ratio={16 / 9} />
                  <PlayArrow
                    aria-hidden
                    sx={{
                      position: 'absolute',
                      inset: 0,
                      m: 'auto',
                      fontSize: 48,
                      color: 'common.white',
                      bgcolor: 'rgba(0,0,0,0.55)',
                      borderRadius: '50%',
                    }}
                  />
                </Box>
                <Typography variant="body2" sx={{ p: 1, fontWeight: 600 }}>
                  {truncate(name, TRUNCATE.title)}
                </Typography>
              </ButtonBase>
            </li>
          );
        })}
      </Box>
      {videoId && (
        <Suspense fallback={null}>
          <VideoOverlay videoId={videoId} title={title} onClose={() => setVideoId(null)} />
        </Suspense>
      )}
    </>
  );
}
