import { resources } from '../src/lib/i18n';
import type { Language } from '../src/lib/language';
import { withLanguage, withRoot, withTitle } from './page-template';

/** What a 503 tells readers, crawlers and caches to wait: the API is back within seconds of a restart. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * Said when the page server could not get a page's data. They live here, not in the site's translation
 * files: the server writes them into the page itself, before and without the scripts.
 */
const UNAVAILABLE_TEXTS = {
  en: {
    title: 'Page not available right now',
    lead: 'This page could not be loaded just now. Please try again in a few seconds.',
  },
  am: {
    title: 'ገጹ አሁን አይገኝም',
    lead: 'ይህ ገጽ አሁን መጫን አልቻለም። እባክዎ ከጥቂት ሰከንዶች በኋላ እንደገና ይሞክሩ።',
  },
} as const satisfies Record<Language, Record<string, string>>;

/**
 * The built page with a short apology in the reader's language in place of the content, and its own
 * scripts: the browser draws the page itself as soon as its own calls to the API are answered, and a
 * reader without them has a link to ask again.
 */
export function unavailablePage(template: string, language: Language): string {
  const text = UNAVAILABLE_TEXTS[language];
  const { site, error } = resources[language].global;
  return withRoot(
    withTitle(withLanguage(template, language), `${text.title} | ${site.name}`),
    `<main class="route-error" role="alert"><p>${text.lead}</p><p><a href="">${error.retry}</a></p></main>`,
  );
}
