import { searchStems, truncateAroundMatch } from '@station/domain';
import { TRUNCATE } from '@station/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { Highlighted } from '~/components/highlighted';
import { useDocumentTitle } from '~/components/use-document-title';
import { useTranslation } from '~/lib/use-translation';
import { postsQueries } from '../api/posts.queries';
import { PostGrid } from './post-grid';

export function SearchResults({ searchKey }: { searchKey: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('search.titleFor', { key: searchKey }), t('search.description'));
  const stems = searchStems(searchKey);
  const { data, isPending } = useQuery({ ...postsQueries.search(searchKey), enabled: searchKey !== '' });
  return (
    <section>
      <h1 className="page-title">
        {searchKey ? t('search.resultsFor', { key: searchKey }) : t('search.title')}
      </h1>
      <PostGrid
        posts={searchKey ? data : []}
        isPending={searchKey !== '' && isPending}
        announceEmpty
        headingLevel={2}
        mark={(text) => <Highlighted text={text} stems={stems} />}
        cutTitle={(title) => truncateAroundMatch(title, stems, TRUNCATE.title)}
      />
    </section>
  );
}
