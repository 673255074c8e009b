import { useQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '~/components/use-document-title';
import { useTranslation } from '~/lib/use-translation';
import { pagePostsQueries } from '../api/posts.queries';
import { PostGrid } from './post-grid';

export function JemalsView() {
  const { t } = useTranslation();
  useDocumentTitle(t('articles.jemalsViewTitle'), t('articles.jemalsViewDescription'));
  const { data, isPending } = useQuery(pagePostsQueries.jemalsView());
  return (
    <section>
      <h1 className="page-title">{t('articles.jemalsViewTitle')}</h1>
      <PostGrid posts={data} isPending={isPending} headingLevel={2} />
    </section>
  );
}
