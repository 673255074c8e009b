import type { Post } from '@station/domain';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A link to an article at its canonical address (`/article/<id>/<slug>`), or by id for an older post. */
export function ArticleLink({
  post,
  className,
  children,
}: {
  post: Pick<Post, '_id' | 'slug'>;
  className?: string;
  children: ReactNode;
}) {
  return post.slug ? (
    <Link to="/article/$id/$slug" params={{ id: post._id, slug: post.slug }} className={className}>
      {children}
    </Link>
  ) : (
    <Link to="/article/$id" params={{ id: post._id }} className={className}>
      {children}
    </Link>
  );
}
