import { LIMITS } from '@station/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { SectionTitle } from '~/components/section-title';
import { useTranslation } from '~/lib/use-translation';
import { pagePostsQueries } from '../api/posts.queries';
import { PostGrid } from './post-grid';

/** The 4 latest articles under an article (spec §2), other than the one being read. */
export function RelatedPosts({ articleId }: { articleId: string }) {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(pagePostsQueries.related());
  const others = data?.filter((post) => post._id !== articleId).slice(0, LIMITS.relatedArticles);
  return (
    <section aria-labelledby="related-posts" className="related-posts">
      <SectionTitle id="related-posts">{t('articles.latest')}</SectionTitle>
      <PostGrid posts={others} isPending={isPending} shared="related" />
    </section>
  );
}
