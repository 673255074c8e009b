import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * What a phone shows when a reader adds the site to the home screen. The station's own name and
 * colours; Amharic first, as most readers read it.
 */
export const WEB_APP_MANIFEST: Partial<ManifestOptions> = {
  name: 'ስቴሽን ቲቪ · Station TV',
  short_name: 'Station TV',
  description: 'ዜና፣ ፕሮግራሞች እና የቀጥታ ስርጭት · News, programs and the live broadcast',
  lang: 'am',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#f7f7f5',
  theme_color: '#0b5d3b',
  icons: [
    { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    { src: '/logo.svg', sizes: 'any', type: 'image/svg+xml' },
  ],
};
