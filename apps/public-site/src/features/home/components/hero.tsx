import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import './hero.css';

/** Drawn with CSS rather than a photo, so the first screen costs no image download. */
export function Hero({ watchLive }: { watchLive: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hero-title" className="hero">
      <h1 id="hero-title" className="hero__title">
        {t('home.heroTitle')}
      </h1>
      <p className="hero__text">{t('home.heroText')}</p>
      <div className="hero__actions">
        {watchLive}
        <Link to="/articles" className="button hero__news">
          {t('home.heroNews')}
        </Link>
      </div>
    </section>
  );
}
