import type { Post } from '@station/domain';
import { truncate } from '@station/domain';
import { CATEGORY_LABELS } from '@station/domain/categories';
import { TRUNCATE } from '@station/domain/constants';
import { textLanguage } from '@station/domain/languages';
import type { ReactNode } from 'react';
import { LazyImage } from '~/components/lazy-image';
import { PostDates } from '~/components/post-dates';
import { useDetailLength } from '../hooks/use-detail-length';
import { coverImageOf } from '../utils/post-image';
import { ArticleLink } from './article-link';

/** `mark`: draws the title and the text with a search's words marked (search results only). */
export function PostCard({
  post,
  mark = (text) => text,
  headingLevel = 3,
}: {
  post: Post;
  mark?: ((text: string) => ReactNode) | undefined;
  headingLevel?: 2 | 3;
}) {
  const detailLength = useDetailLength();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="post-card">
      <ArticleLink post={post} className="post-card__link">
        <LazyImage
          {...coverImageOf(post)}
          sizes="(max-width: 600px) 100vw, (max-width: 1024px) 50vw, 400px"
          alt=""
          ratio={16 / 9}
        />
        <div className="post-card__body">
          <span lang="am" className="post-card__category">
            {CATEGORY_LABELS[post.category].am}
          </span>
          <Heading className="post-card__title" lang={textLanguage(post.title)}>
            {mark(truncate(post.title, TRUNCATE.title))}
          </Heading>
          <PostDates iso={post.publishAt ?? post.createdAt} className="post-card__dates" />
          <p className="post-card__detail" lang={textLanguage(post.detail)}>
            {mark(truncate(post.detail, detailLength))}
          </p>
        </div>
      </ArticleLink>
    </article>
  );
}
