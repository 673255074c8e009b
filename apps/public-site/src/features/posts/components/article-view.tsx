import type { Post } from '@station/domain';
import { CATEGORY_LABELS } from '@station/domain/categories';
import { focusPosition } from '@station/domain/photo-focus';
import { Icon } from '~/components/icons';
import { LazyImage } from '~/components/lazy-image';
import { PostDates } from '~/components/post-dates';
import { Slideshow } from '~/components/slideshow';
import { useDocumentTitle } from '~/components/use-document-title';
import { stationDateTime } from '~/lib/calendars';
import { useTranslation } from '~/lib/use-translation';
import { renderedText, ServerPart } from '~/rendering';
import { PLACEHOLDER_IMAGE } from '../utils/post-image';
import { relativeTime } from '../utils/relative-time';
import { ArticleBody } from './article-body';
import { ShareLinks } from './share-links';
import './posts.css';
import { textLanguage } from '@station/domain/languages';

export function ArticleView({ post }: { post: Post }) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(post.title);
  const images = post.imagesUrl.length > 0 ? post.imagesUrl : [{ secure_url: PLACEHOLDER_IMAGE }];
  const published = post.publishAt ?? post.createdAt;
  const when = new Date(published);
  return (
    <article>
      <ServerPart content={post}>
        <h1 className="article__title" lang={textLanguage(post.title)}>
          {post.title}
        </h1>
        <div className="article__meta">
          <span lang="am">{CATEGORY_LABELS[post.category].am}</span>
          {/* "5 minutes ago" depends on the clock and time zone, which differ between the page server and the reader. */}
          <time dateTime={published} title={stationDateTime(when, i18n.language)} suppressHydrationWarning>
            {renderedText(`relative ${published} ${i18n.language}`, () =>
              relativeTime(when, new Date(), i18n.language),
            )}
          </time>
          <span className="article__views" data-testid="view-count">
            <Icon name="visibility" size={20} />
            {/* A count's plural form needs the language's plural rules, which a phone loads in tens of ms. */}
            <span>
              {renderedText(`views ${post.visit} ${i18n.language}`, () =>
                t('common.views', { count: post.visit }),
              )}
            </span>
          </span>
        </div>
        <PostDates iso={published} className="article__dates" />
        {post.author || post.editedAt ? (
          <p className="article__byline">
            {post.author ? <span>{t('article.by', { name: post.author.name })}</span> : null}
            {post.editedAt ? (
              <span>
                {t('article.updated')}{' '}
                <time dateTime={post.editedAt}>
                  {stationDateTime(new Date(post.editedAt), i18n.language)}
                </time>
              </span>
            ) : null}
          </p>
        ) : null}
      </ServerPart>
      <div className="article__media">
        <Slideshow
          slides={images}
          label={post.title}
          renderSlide={(image, index) => (
            <figure className="article__slide">
              {/* Only the description written for the photo: an empty one is honest, a made-up one is not. */}
              <LazyImage
                src={image.secure_url}
                srcSet={'srcset' in image ? image.srcset : undefined}
                sizes="(max-width: 880px) 100vw, 880px"
                alt={('alt' in image && image.alt) || ''}
                ratio={16 / 9}
                eager={index === 0}
                position={focusPosition('focus' in image ? image.focus : undefined)}
              />
              {'caption' in image && image.caption ? (
                <figcaption className="article__slide-caption" lang={textLanguage(image.caption)}>
                  {image.caption}
                </figcaption>
              ) : null}
            </figure>
          )}
        />
      </div>
      <ArticleBody post={post} />
      <div className="article__share">
        <ShareLinks />
      </div>
    </article>
  );
}
