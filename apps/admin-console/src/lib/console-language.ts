import { isLanguage, type Language, languageFromPreferences } from '@station/domain/languages';
import type { i18n } from 'i18next';
import { CONSOLE_STORAGE_KEYS } from '~/config/storage-keys';
import { loadLanguage } from './i18n';
import type { SessionStore } from './session/session-store';

function storedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(CONSOLE_STORAGE_KEYS.language);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language the console opens in before anyone signs in: the one last used in this browser, else
 * the first of the browser's languages the console speaks (a computer set to Amharic gets Amharic).
 */
export function startingLanguage(preferred: readonly string[] = navigator.languages): Language {
  return storedLanguage() ?? languageFromPreferences(preferred) ?? 'en';
}

/** Shows the console in `language`, once its words have arrived. */
export async function showLanguage(instance: i18n, language: Language): Promise<void> {
  await loadLanguage(instance, language);
  document.documentElement.lang = language;
  if (instance.language !== language) await instance.changeLanguage(language);
}

/** Shows the console in `language` and remembers it in this browser for the next visit. */
export async function applyLanguage(instance: i18n, language: Language): Promise<void> {
  try {
    localStorage.setItem(CONSOLE_STORAGE_KEYS.language, language);
  } catch {
    // Without storage the choice lasts until the page closes (and with the admin's account).
  }
  await showLanguage(instance, language);
}

/**
 * The signed-in admin's own choice wins over this browser's: an editor who chose Amharic on one
 * computer is greeted in Amharic on the next one as soon as they sign in.
 */
export function followAdminLanguage(store: SessionStore, instance: i18n): () => void {
  const follow = () => {
    const chosen = store.getSnapshot().admin?.language;
    if (chosen && chosen !== instance.language) void applyLanguage(instance, chosen);
  };
  follow();
  return store.subscribe(follow);
}
