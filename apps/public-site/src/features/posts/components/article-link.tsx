import type { Post } from '@station/domain';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A link to an article at its canonical address (`/article/<id>/<slug>`), or by id for an older post. */
export function ArticleLink({
  post,
  className,
  lang,
  children,
}: {
  post: Pick<Post, '_id' | 'slug'>;
  className?: string;
  /** The language of the link's text, when it is the post's own words. */
  lang?: string;
  children: ReactNode;
}) {
  return post.slug ? (
    <Link
      to="/article/$id/$slug"
      params={{ id: post._id, slug: post.slug }}
      className={className}
      lang={lang}
    >
      {children}
    </Link>
  ) : (
    <Link to="/article/$id" params={{ id: post._id }} className={className} lang={lang}>
      {children}
    </Link>
  );
}
