import { chosenLanguage, languageFromPreferences } from '~/lib/language';
import { ARTICLES_CACHE } from './offline-contract';
import { OFFLINE_TEXTS } from './offline-texts';

type OfflineText = (typeof OFFLINE_TEXTS)[keyof typeof OFFLINE_TEXTS];

/** A saved page's own headline, or its title, or nothing for an entry that is not a readable page. */
async function headlineOf(response: Response | undefined): Promise<string | null> {
  if (!response?.ok) return null;
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  return page.querySelector('h1')?.textContent?.trim() || page.title || null;
}

/** The saved articles, the one read last first. */
async function savedArticles(): Promise<{ href: string; headline: string }[]> {
  const cache = await caches.open(ARTICLES_CACHE);
  const requests = [...(await cache.keys())].reverse();
  const found = await Promise.all(
    requests.map(async (request) => {
      const headline = await headlineOf(await cache.match(request));
      return headline ? { href: new URL(request.url).pathname, headline } : null;
    }),
  );
  return found.filter((article) => article !== null);
}

function write(text: OfflineText) {
  for (const element of document.querySelectorAll<HTMLElement>('[data-text]')) {
    const key = element.dataset.text as keyof OfflineText;
    if (key in text) element.textContent = text[key];
  }
}

/** The offline page (offline.html): its words in the reader's language, and the articles they can read. */
async function start() {
  const language = chosenLanguage() ?? languageFromPreferences(navigator.languages) ?? 'en';
  document.documentElement.lang = language;
  const text: OfflineText = OFFLINE_TEXTS[language];
  write(text);
  document.title = `${text.title} | ${text.site}`;
  document.getElementById('retry')?.addEventListener('click', () => location.reload());
  const list = document.getElementById('saved');
  const articles = 'caches' in window ? await savedArticles() : [];
  for (const { href, headline } of articles) {
    const link = Object.assign(document.createElement('a'), { href, textContent: headline, lang: 'am' });
    const item = document.createElement('li');
    item.append(link);
    list?.append(item);
  }
  document.getElementById('none')?.toggleAttribute('hidden', articles.length > 0);
}

void start();
