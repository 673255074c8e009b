import am from '~/i18n/locales/am/about.json';
import en from '~/i18n/locales/en/about.json';
import { useTranslation } from '~/lib/use-translation';

const TEXTS = { en, am } as const;

/**
 * The about page's words, the longest of the site: they travel with the page's own script instead of
 * the script every page loads. Added to the site's translations the first time the page is drawn, on
 * the server and in the browser alike, so both draw the same words.
 */
export function useAboutTexts() {
  const { i18n } = useTranslation();
  for (const [language, texts] of Object.entries(TEXTS)) {
    if (!i18n.hasResourceBundle(language, 'global') || !i18n.exists('about.title', { lng: language }))
      i18n.addResourceBundle(language, 'global', texts, true, false);
  }
}
