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
    // Asked of the language's own bundle: `exists` falls back to English, so once the English words
    // were in, the Amharic ones never were and the Amharic page read English.
    if (i18n.getResource(language, 'global', 'about.title') === undefined)
      i18n.addResourceBundle(language, 'global', texts, true, false);
  }
}
