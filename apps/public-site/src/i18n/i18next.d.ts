import type about from './locales/en/about.json';
import type global from './locales/en/global.json';

/**
 * The site's keys, from the English words, so a key that does not exist fails the typecheck rather
 * than showing the key itself to a reader. The about page's words join the one namespace when that page
 * first renders (features/about/use-about-texts.ts), so its keys are the namespace's too.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'global';
    resources: { global: typeof global & typeof about };
  }
}
