import type { Category } from '@station/domain';
import { LIMITS } from '@station/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SectionTitle } from '~/components/section-title';
import { useTranslation } from '~/lib/use-translation';
import { pagePostsQueries } from '../api/posts.queries';
import { useListPageHead } from '../hooks/use-list-page-head';
import { listSlice, pageOfPosts } from '../utils/list-page';
import { FeaturedPosts } from './featured-posts';
import { PostGrid } from './post-grid';

interface ArticlesViewProps {
  title: string;
  category?: Category | undefined;
  /** Which 20 of the list: page N shows posts 20(N-1)+1 to 20N. */
  page?: number;
}

/**
 * A news page: the first shows the 3 newest in a slideshow and list, then the rest of its 20; a later
 * page shows its 20 alone. "More" is a plain link to the next page's address.
 */
export function ArticlesView({ title, category, page = 1 }: ArticlesViewProps) {
  const { t } = useTranslation();
  useListPageHead({
    title,
    description: t('articles.description', { title }),
    page,
    path: category ? `/articles/${category}` : '/articles',
  });
  const featured = useQuery({ ...pagePostsQueries.featured(category), enabled: page === 1 });
  const more = useQuery(pagePostsQueries.more(category, page));
  const { shown, hasMore } = pageOfPosts(more.data, page, listSlice(page, LIMITS.articlesFeatured));
  return (
    <section>
      <h1 className="page-title" lang={category ? 'am' : undefined}>
        {title}
      </h1>
      {page === 1 && featured.data && <FeaturedPosts posts={featured.data} />}
      {(more.isPending || (shown?.length ?? 0) > 0) && <SectionTitle>{t('articles.more')}</SectionTitle>}
      <PostGrid
        posts={shown}
        isPending={(page === 1 && featured.isPending) || more.isPending}
        // A page past the list's end says so; a first page with nothing yet stays as quiet as before.
        announceEmpty={page > 1}
      />
      {hasMore && (
        <Link
          to={category ? '/articles/$category' : '/articles'}
          params={category ? { category } : {}}
          search={{ page: page + 1 }}
          rel="next"
          className="button button--outlined list-more"
        >
          {t('list.more')}
        </Link>
      )}
    </section>
  );
}
