import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

interface SiteFrameProps {
  satelliteLine: ReactNode;
  satelliteList: ReactNode;
  programLinks: ReactNode;
  children: ReactNode;
}

/** The shared public frame of spec §2: top bar, header, navigation, page, footer. */
export function SiteFrame({ satelliteLine, satelliteList, programLinks, children }: SiteFrameProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a href="#main" className="skip-link">
        {t('site.skipToContent')}
      </a>
      <SiteHeader satelliteLine={satelliteLine} programLinks={programLinks} />
      <Box
        component="main"
        id="main"
        tabIndex={-1}
        sx={{ flex: 1, width: '100%', maxWidth: 1280, mx: 'auto', px: 2, py: 3 }}
      >
        {children}
      </Box>
      <SiteFooter satelliteList={satelliteList} />
    </Box>
  );
}
