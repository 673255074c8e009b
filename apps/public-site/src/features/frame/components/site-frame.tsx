import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { CachedFragment } from '~/rendering';
import { useSharedFrame } from '../use-shared-frame';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './site-frame.css';

interface SiteFrameProps {
  /** Breaking news, above everything else while there is some. */
  banner?: ReactNode;
  satelliteLine: ReactNode;
  satelliteList: ReactNode;
  programLinks: ReactNode;
  children: ReactNode;
}

/**
 * The shared public frame of spec §2: top bar, header, navigation, page, footer. Plain HTML and CSS
 * rather than MUI: it is on every first load, and MUI with its styling engine would be a third of it.
 */
export function SiteFrame({ banner, satelliteLine, satelliteList, programLinks, children }: SiteFrameProps) {
  const { t } = useTranslation();
  const frameResponses = useSharedFrame();
  return (
    <div className="site-frame">
      <a href="#main" className="skip-link">
        {t('site.skipToContent')}
      </a>
      {banner}
      <CachedFragment responses={frameResponses} name="header">
        <SiteHeader satelliteLine={satelliteLine} programLinks={programLinks} />
      </CachedFragment>
      <main id="main" tabIndex={-1} className="site-frame__main">
        {children}
      </main>
      <CachedFragment responses={frameResponses} name="footer">
        <SiteFooter satelliteList={satelliteList} />
      </CachedFragment>
    </div>
  );
}
