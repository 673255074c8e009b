import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Steps past either end wrap around to the other (spec §4). */
export function wrapIndex(index: number, length: number): number {
  return ((index % length) + length) % length;
}

interface SlideshowProps<T> {
  slides: readonly T[];
  label: string;
  renderSlide: (slide: T, index: number) => ReactNode;
}

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(0,0,0,0.55)',
  color: 'common.white',
  '&:hover, &:focus-visible': { bgcolor: 'rgba(0,0,0,0.8)' },
} as const;

export function Slideshow<T>({ slides, label, renderSlide }: SlideshowProps<T>) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  if (slides.length === 0) return null;
  const index = wrapIndex(current, slides.length);
  const slide = slides[index] as T;
  const many = slides.length > 1;
  return (
    <Box component="section" aria-roledescription="carousel" aria-label={label} sx={{ position: 'relative' }}>
      <Box aria-roledescription="slide" aria-label={`${index + 1} / ${slides.length}`} aria-live="polite">
        {renderSlide(slide, index)}
      </Box>
      {many && (
        <>
          <IconButton
            aria-label={t('articles.previous')}
            onClick={() => setCurrent(wrapIndex(index - 1, slides.length))}
            sx={{ ...arrowSx, left: 8 }}
          >
            <ChevronLeft />
          </IconButton>
          <IconButton
            aria-label={t('articles.next')}
            onClick={() => setCurrent(wrapIndex(index + 1, slides.length))}
            sx={{ ...arrowSx, right: 8 }}
          >
            <ChevronRight />
          </IconButton>
          <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5, py: 1 }}>
            {slides.map((_, dot) => (
              <IconButton
                key={dot}
                aria-label={t('articles.goTo', { number: dot + 1 })}
                aria-current={dot === index ? 'true' : undefined}
                onClick={() => setCurrent(dot)}
                size="small"
                sx={{ p: 1 }}
              >
                <Box
                  component="span"
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: dot === index ? 'primary.main' : 'grey.400',
                  }}
                />
              </IconButton>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
