import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title as "<page> | Station TV" in the current language. */
export function useDocumentTitle(page: string | undefined) {
  const { t } = useTranslation();
  const suffix = t('site.titleSuffix');
  useEffect(() => {
    document.title = page ? `${page} | ${suffix}` : suffix;
  }, [page, suffix]);
}
