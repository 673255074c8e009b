import type { Post } from '@station/domain';
import type { ReactNode } from 'react';
import { Loading } from '~/components/loading';
import { useTranslation } from '~/lib/use-translation';
import { ServerPart } from '~/rendering';
import { sharedListKey } from '../utils/shared-list-key';
import { PostCard } from './post-card';
import './posts.css';

interface PostGridProps {
  posts: Post[] | undefined;
  isPending: boolean;
  /** Say 'No Posts found' when the list is empty (search); other lists just stay empty. */
  announceEmpty?: boolean;
  /** Draws a card's title and text with a search's words marked. */
  mark?: (text: string) => ReactNode;
  /** Cuts a card's title to its length (search keeps the matched words in sight). */
  cutTitle?: (title: string) => string;
  /** The cards' heading level: one below the heading the grid sits under (h2 under the page's h1). */
  headingLevel?: 2 | 3;
  /** A name for a grid many pages show alike, drawn once per answer (ServerPart's `shared`). */
  shared?: string;
}

export function PostGrid({
  posts,
  isPending,
  announceEmpty = false,
  mark,
  cutTitle,
  headingLevel = 3,
  shared,
}: PostGridProps) {
  const { t } = useTranslation();
  if (isPending) return <Loading />;
  if (!posts?.length) return announceEmpty ? <p className="post-grid__empty">{t('search.empty')}</p> : null;
  return (
    <ServerPart content={posts} cacheKey={shared && sharedListKey(shared, posts)}>
      <ul className="card-grid post-grid">
        {posts.map((post) => (
          <li key={post._id}>
            <PostCard post={post} mark={mark} cutTitle={cutTitle} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    </ServerPart>
  );
}
