import type { SiteConfig } from './site-config';

/**
 * The demo station's public settings: what the site shows outside production (development, `npm start`,
 * the journeys) when a setting is not given. Production names every one (see server/env.ts).
 */
export const DEMO_SITE: Omit<SiteConfig, 'apiUrl'> = {
  recentVideosUrl: 'https://www.youtube.com/playlist?list=PLstationRecentReleases01',
  social: {
    youtube: 'https://www.youtube.com/@stationtv',
    facebook: 'https://www.facebook.com/stationtv',
    telegram: 'https://t.me/stationtv',
  },
  contact: {
    email: 'info@station.et',
    phones: ['+251 11 155 0000', '+251 91 100 0000'],
    address: 'Bole, Addis Ababa, Ethiopia',
    addressAm: 'ቦሌ፣ አዲስ አበባ፣ ኢትዮጵያ',
  },
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=38.74%2C8.97%2C38.82%2C9.03&layer=mapnik',
};
