import type { Post } from '@station/domain';
import { truncate } from '@station/domain';
import { CATEGORY_LABELS } from '@station/domain/categories';
import { TRUNCATE } from '@station/domain/constants';
import { LazyImage } from '~/components/lazy-image';
import { useDetailLength } from '../hooks/use-detail-length';
import { coverOf } from '../utils/post-image';
import { ArticleLink } from './article-link';

export function PostCard({ post }: { post: Post }) {
  const detailLength = useDetailLength();
  return (
    <article className="post-card">
      <ArticleLink post={post} className="post-card__link">
        <LazyImage
          src={coverOf(post)}
          srcSet={post.imagesUrl[0]?.srcset}
          sizes="(max-width: 600px) 100vw, (max-width: 1024px) 50vw, 400px"
          alt=""
          ratio={16 / 9}
        />
        <div className="post-card__body">
          <span lang="am" className="post-card__category">
            {CATEGORY_LABELS[post.category].am}
          </span>
          <h3 className="post-card__title">{truncate(post.title, TRUNCATE.title)}</h3>
          <p className="post-card__detail">{truncate(post.detail, detailLength)}</p>
        </div>
      </ArticleLink>
    </article>
  );
}
