import type { Category } from '@station/domain';
import { useQuery } from '@tanstack/react-query';
import { SectionTitle } from '~/components/section-title';
import { useDocumentTitle } from '~/components/use-document-title';
import { useTranslation } from '~/lib/use-translation';
import { pagePostsQueries } from '../api/posts.queries';
import { FeaturedPosts } from './featured-posts';
import { PostGrid } from './post-grid';

interface ArticlesViewProps {
  title: string;
  category?: Category | undefined;
}

/** A news page: the 3 newest in a slideshow and list, then up to 400 more skipping those 3. */
export function ArticlesView({ title, category }: ArticlesViewProps) {
  const { t } = useTranslation();
  useDocumentTitle(title, t('articles.description', { title }));
  const featured = useQuery(pagePostsQueries.featured(category));
  const more = useQuery(pagePostsQueries.more(category));
  return (
    <section>
      <h1 className="page-title" lang={category ? 'am' : undefined}>
        {title}
      </h1>
      {featured.data && <FeaturedPosts posts={featured.data} />}
      {(more.isPending || (more.data?.length ?? 0) > 0) && <SectionTitle>{t('articles.more')}</SectionTitle>}
      <PostGrid posts={more.data} isPending={featured.isPending || more.isPending} />
    </section>
  );
}
