import type { ReactNode } from 'react';
import { SocialIcons } from '~/components/social-links';
import { useTranslation } from '~/lib/use-translation';
import { TodayDates } from './today-dates';

export function TopBar({ satelliteLine }: { satelliteLine: ReactNode }) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled region landmark, as before; <section> would be read the same
    <div role="region" aria-label={t('topBar.label')} className="top-bar">
      <div className="top-bar__inner">
        <TodayDates />
        <div className="top-bar__line">{satelliteLine}</div>
        <SocialIcons />
      </div>
    </div>
  );
}
