import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageHead } from './page-head';

/** Sets the tab title as "<page> | Station TV" in the current language. */
export function useDocumentTitle(page: string | undefined) {
  const { t } = useTranslation();
  const suffix = t('site.titleSuffix');
  const title = page ? `${page} | ${suffix}` : suffix;
  const head = usePageHead();
  if (head) head.title = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
