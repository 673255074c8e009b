import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

export interface Translation {
  t: TFunction;
  i18n: I18n;
}

/** One translation a language per instance, so every component of a page shares it. */
const translations = new WeakMap<I18n, Map<string, Translation>>();

function translationOf(i18n: I18n, language: string): Translation {
  let byLanguage = translations.get(i18n);
  if (!byLanguage) {
    byLanguage = new Map();
    translations.set(i18n, byLanguage);
  }
  let translation = byLanguage.get(language);
  if (!translation) {
    translation = { t: i18n.getFixedT(language, 'global'), i18n };
    byLanguage.set(language, translation);
  }
  return translation;
}

const subscriptions = new WeakMap<I18n, (onChange: () => void) => () => void>();

/** The same subscribe function for an instance on every render, so React subscribes once per component. */
function subscribeTo(i18n: I18n) {
  let subscribe = subscriptions.get(i18n);
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    };
    subscriptions.set(i18n, subscribe);
  }
  return subscribe;
}

/**
 * The site's words in the reader's language, drawn again when the language changes. react-i18next's
 * hook did the same with options, namespaces, loading and a proxy made for each component on every
 * render: an eighth of the page server's drawing went to it (profiled on the long tail), and the
 * browser's hydration runs the same hooks. The site's words are bundled, one namespace, loaded before
 * the first render.
 */
export function useTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const language = useSyncExternalStore(
    subscribeTo(i18n),
    () => i18n.language,
    () => i18n.language,
  );
  return translationOf(i18n, language);
}
