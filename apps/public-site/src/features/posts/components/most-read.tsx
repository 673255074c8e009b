import { textLanguage } from '@station/domain/languages';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { SectionTitle } from '~/components/section-title';
import { useTranslation } from '~/lib/use-translation';
import { ServerPart } from '~/rendering';
import { postsQueries } from '../api/posts.queries';
import { sharedListKey } from '../utils/shared-list-key';
import { ArticleLink } from './article-link';

/**
 * "Most read this week": the public side of the console's most viewed, as a numbered list of titles.
 * Absent until readers have read something this week, and while its list is on its way.
 */
export function MostRead({ exceptId }: { exceptId?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const posts = useQuery(postsQueries.mostRead()).data?.filter((post) => post._id !== exceptId) ?? [];
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={id} className="section most-read">
      <SectionTitle id={id}>{t('articles.mostRead')}</SectionTitle>
      <ServerPart content={posts} cacheKey={sharedListKey('most read', posts)}>
        <ol className="most-read__list">
          {posts.map((post) => (
            <li key={post._id}>
              <ArticleLink post={post} className="most-read__link" lang={textLanguage(post.title)}>
                {post.title}
              </ArticleLink>
            </li>
          ))}
        </ol>
      </ServerPart>
    </section>
  );
}
