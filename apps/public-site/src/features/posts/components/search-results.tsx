import { searchStems, truncateAroundMatch } from '@station/domain';
import { TRUNCATE } from '@station/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Highlighted } from '~/components/highlighted';
import { useTranslation } from '~/lib/use-translation';
import { postsQueries } from '../api/posts.queries';
import { useListPageHead } from '../hooks/use-list-page-head';
import { PostGrid } from './post-grid';

interface SearchResultsProps {
  searchKey: string;
  /** Which 20 of the answers: page N shows answers 20(N-1)+1 to 20N. */
  page?: number;
}

export function SearchResults({ searchKey, page = 1 }: SearchResultsProps) {
  const { t } = useTranslation();
  useListPageHead({
    title: t('search.titleFor', { key: searchKey }),
    description: t('search.description'),
    page,
    path: '/search',
    query: { key: searchKey },
  });
  const stems = searchStems(searchKey);
  const { data, isPending } = useQuery({
    ...postsQueries.searchPage(searchKey, page),
    enabled: searchKey !== '',
  });
  return (
    <section>
      <h1 className="page-title">
        {searchKey ? t('search.resultsFor', { key: searchKey }) : t('search.title')}
      </h1>
      <PostGrid
        posts={searchKey ? data?.posts : []}
        isPending={searchKey !== '' && isPending}
        announceEmpty
        headingLevel={2}
        mark={(text) => <Highlighted text={text} stems={stems} />}
        cutTitle={(title) => truncateAroundMatch(title, stems, TRUNCATE.title)}
      />
      {searchKey && data?.hasMore && (
        <Link
          to="/search"
          search={{ key: searchKey, page: page + 1 }}
          rel="next"
          className="button button--outlined list-more"
        >
          {t('list.more')}
        </Link>
      )}
    </section>
  );
}
