import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { bannerQueries } from '../api/banner.queries';
import './breaking-news.css';

/** The longest wait a timer takes (about 24.8 days); a banner ending later is checked again then. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Breaking news on every page, above the header, until the time the newsroom set. It leaves the page
 * at that moment even if the reader never reloads.
 */
export function BreakingNews() {
  const { t } = useTranslation();
  const { data: banner } = useQuery(bannerQueries.current());
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    setEnded(false);
    if (!banner) return;
    const left = new Date(banner.endsAt).getTime() - Date.now();
    const timer = setTimeout(() => setEnded(true), Math.max(0, Math.min(left, LONGEST_TIMER_MS)));
    return () => clearTimeout(timer);
  }, [banner]);
  if (!banner || ended) return null;
  return (
    <aside className="breaking-news" aria-label={t('banner.label')}>
      <strong className="breaking-news__label">{t('banner.label')}</strong>
      {banner.link ? (
        <a href={banner.link} className="breaking-news__text">
          {banner.text}
        </a>
      ) : (
        <span className="breaking-news__text">{banner.text}</span>
      )}
    </aside>
  );
}
