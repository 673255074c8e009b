import { useEffect } from 'react';
import { useTranslation } from '~/lib/use-translation';
import { usePageHead } from '~/rendering';

/**
 * Sets the tab title as "<page> | Station TV" in the current language, and with `description` the
 * page's own description (what search engines and link previews show).
 */
export function useDocumentTitle(page: string | undefined, description?: string) {
  const { t } = useTranslation();
  const suffix = t('site.titleSuffix');
  const title = page ? `${page} | ${suffix}` : suffix;
  const head = usePageHead();
  if (head) {
    head.title = title;
    if (description) head.description = description;
  }
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
}
