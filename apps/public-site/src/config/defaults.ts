/** Defaults of the build-time settings, shared by the app (env.ts) and the build (the page's CSP). */
export const DEFAULTS = {
  apiUrl: 'http://localhost:3000/api/',
  recentVideosUrl: 'https://www.youtube.com/playlist?list=PLstationRecentReleases01',
  youtubeUrl: 'https://www.youtube.com/@stationtv',
  facebookUrl: 'https://www.facebook.com/stationtv',
  telegramUrl: 'https://t.me/stationtv',
  contactEmail: 'info@station.et',
  contactPhone1: '+251 11 155 0000',
  contactPhone2: '+251 91 100 0000',
  contactAddress: 'Bole, Addis Ababa, Ethiopia',
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=38.74%2C8.97%2C38.82%2C9.03&layer=mapnik',
} as const;
