import { type ReactNode, useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { Icon } from './icons';

/** Steps past either end wrap around to the other (spec §4). */
export function wrapIndex(index: number, length: number): number {
  return ((index % length) + length) % length;
}

interface SlideshowProps<T> {
  slides: readonly T[];
  label: string;
  renderSlide: (slide: T, index: number) => ReactNode;
}

export function Slideshow<T>({ slides, label, renderSlide }: SlideshowProps<T>) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  if (slides.length === 0) return null;
  const index = wrapIndex(current, slides.length);
  const slide = slides[index] as T;
  const many = slides.length > 1;
  return (
    <section aria-roledescription="carousel" aria-label={label} className="slideshow">
      {/* biome-ignore lint/a11y/useSemanticElements: the carousel pattern names each slide as a group; a fieldset is for form controls */}
      <div
        role="group"
        aria-roledescription="slide"
        aria-label={`${index + 1} / ${slides.length}`}
        aria-live="polite"
      >
        {renderSlide(slide, index)}
      </div>
      {/* The controls sit under the slide, not on it: on a narrow phone arrows over the picture would
          cover its caption. */}
      {many && (
        <div className="slideshow__controls">
          <button
            type="button"
            aria-label={t('articles.previous')}
            onClick={() => setCurrent(wrapIndex(index - 1, slides.length))}
            className="icon-button slideshow__arrow"
          >
            <Icon name="chevronLeft" />
          </button>
          {slides.map((_, dot) => (
            <button
              type="button"
              key={dot}
              aria-label={t('articles.goTo', { number: dot + 1 })}
              aria-current={dot === index ? 'true' : undefined}
              onClick={() => setCurrent(dot)}
              className="icon-button"
            >
              <span className="slideshow__dot" />
            </button>
          ))}
          <button
            type="button"
            aria-label={t('articles.next')}
            onClick={() => setCurrent(wrapIndex(index + 1, slides.length))}
            className="icon-button slideshow__arrow"
          >
            <Icon name="chevronRight" />
          </button>
        </div>
      )}
    </section>
  );
}
