import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SectionTitle } from '~/components/section-title';
import { useTranslation } from '~/lib/use-translation';
import { pagePostsQueries } from '../api/posts.queries';
import { PostGrid } from './post-grid';

/** The home page's 'recently released' list: the latest 8 articles and a way to all news. */
export function LatestPosts() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(pagePostsQueries.latest());
  return (
    <section aria-labelledby="latest-posts" className="section latest-posts">
      <SectionTitle id="latest-posts">{t('home.recent')}</SectionTitle>
      <PostGrid posts={data} isPending={isPending} />
      <Link to="/articles" className="button button--outlined latest-posts__all">
        {t('home.allNews')}
      </Link>
    </section>
  );
}
