import type { Post } from '@station/domain';
import { truncate, truncateInSteps } from '@station/domain';
import { CATEGORY_LABELS } from '@station/domain/categories';
import { TRUNCATE } from '@station/domain/constants';
import { textLanguage } from '@station/domain/languages';
import type { ReactNode } from 'react';
import { LazyImage } from '~/components/lazy-image';
import { PostDates } from '~/components/post-dates';
import { memoize } from '~/rendering';
import { coverImageOf } from '../utils/post-image';
import { ArticleLink } from './article-link';

/**
 * A card's text is cut at 80 characters on a phone, growing to 200 on a wide screen (spec §9). Every
 * length is drawn, the longer ones' extra words in spans posts.css shows from the width that length
 * belongs to, and one ellipsis it shows at the widths whose length is cut (`data-at`): the card is the same for every screen, so the server draws
 * it once and the browser never draws it again to lengthen it.
 */
const DETAIL_STEPS = [TRUNCATE.detailMin, 120, 160, TRUNCATE.detailMax] as const;
/** The page server draws the same lists' cards for every page: each text is cut once. */
const detailSteps = memoize((text: string) => truncateInSteps(text, DETAIL_STEPS), { max: 500 });

function CardDetail({ text, mark }: { text: string; mark: (text: string) => ReactNode }) {
  const { pieces, cut } = detailSteps(text);
  // The lengths whose text is cut: one ellipsis, which posts.css shows at those lengths' widths (one
  // span a length made kilobytes of a page of twenty cards).
  const cutAt = cut.flatMap((isCut, step) => (isCut ? [step] : [])).join(' ');
  return (
    <p className="post-card__detail" lang={textLanguage(text)}>
      {pieces.map((piece, step) =>
        step === 0 ? (
          mark(piece)
        ) : piece ? (
          <span key={step} className={`detail-step detail-step--${step}`}>
            {mark(piece)}
          </span>
        ) : null,
      )}
      {cutAt && (
        <span className="detail-cut" data-at={cutAt}>
          ...
        </span>
      )}
    </p>
  );
}

const cutAtStart = (title: string) => truncate(title, TRUNCATE.title);

/**
 * `mark`: draws the title and the text with a search's words marked, and `cutTitle` cuts the title
 * around them (search results only).
 */
export function PostCard({
  post,
  mark = (text) => text,
  cutTitle = cutAtStart,
  headingLevel = 3,
}: {
  post: Post;
  mark?: ((text: string) => ReactNode) | undefined;
  cutTitle?: ((title: string) => string) | undefined;
  headingLevel?: 2 | 3;
}) {
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
            {mark(cutTitle(post.title))}
          </Heading>
          <PostDates iso={post.publishAt ?? post.createdAt} className="post-card__dates" />
          <CardDetail text={post.detail} mark={mark} />
        </div>
      </ArticleLink>
    </article>
  );
}
