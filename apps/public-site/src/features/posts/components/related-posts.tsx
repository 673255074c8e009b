import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '~/components/section-title';
import { pagePostsQueries } from '../api/posts.queries';
import { PostGrid } from './post-grid';

/** The 4 latest articles under an article (spec §2). */
export function RelatedPosts() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(pagePostsQueries.related());
  return (
    <section aria-labelledby="related-posts" className="related-posts">
      <SectionTitle id="related-posts">{t('articles.latest')}</SectionTitle>
      <PostGrid posts={data} isPending={isPending} />
    </section>
  );
}
