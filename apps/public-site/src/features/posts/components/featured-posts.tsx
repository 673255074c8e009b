import type { Post } from '@station/domain';
import { truncate } from '@station/domain';
import { TRUNCATE } from '@station/domain/constants';
import { LazyImage } from '~/components/lazy-image';
import { Slideshow } from '~/components/slideshow';
import { useTranslation } from '~/lib/use-translation';
import { coverImageOf } from '../utils/post-image';
import { ArticleLink } from './article-link';
import './featured-posts.css';
import { textLanguage } from '@station/domain/languages';

/** The three newest articles: a slideshow beside a list of the same three (spec §2). */
export function FeaturedPosts({ posts }: { posts: Post[] }) {
  const { t } = useTranslation();
  if (posts.length === 0) return null;
  return (
    <div className="featured">
      <Slideshow
        slides={posts}
        label={t('articles.featured')}
        renderSlide={(post, index) => (
          <ArticleLink post={post} className="featured__slide">
            <LazyImage
              {...coverImageOf(post)}
              sizes="(max-width: 900px) 100vw, 800px"
              alt=""
              ratio={16 / 9}
              eager={index === 0}
            />
            <h2 className="featured__caption" lang={textLanguage(post.title)}>
              {truncate(post.title, TRUNCATE.slideshowTitle)}
            </h2>
          </ArticleLink>
        )}
      />
      <ul aria-label={t('articles.featured')} className="featured__list">
        {posts.map((post) => (
          <li key={post._id} className="featured__item">
            <LazyImage {...coverImageOf(post)} sizes="120px" alt="" ratio={16 / 9} />
            <ArticleLink post={post} className="featured__item-link" lang={textLanguage(post.title)}>
              {truncate(post.title, TRUNCATE.title)}
            </ArticleLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
