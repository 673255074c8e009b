import { useDocumentTitle } from '~/components/use-document-title';
import { useTranslation } from '~/lib/use-translation';
import { usePageHead } from '~/rendering';

interface ListPageHead {
  title: string;
  description: string;
  page: number;
  /** The list's address without a page: its path and the query it reads (a search's key). */
  path: string;
  query?: Record<string, string>;
}

/**
 * A list page's title and canonical address. A later page is titled and addressed as itself
 * (`?page=2`), so search engines keep it apart from the first rather than folding it into it.
 */
export function useListPageHead({ title, description, page, path, query }: ListPageHead) {
  const { t } = useTranslation();
  useDocumentTitle(page > 1 ? t('list.pageTitle', { title, page }) : title, description);
  const head = usePageHead();
  if (head && page > 1) head.canonical = `${path}?${new URLSearchParams({ ...query, page: String(page) })}`;
}
