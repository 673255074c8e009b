import { useQuery } from '@tanstack/react-query';
import { postsQueries } from '../api/posts.queries';
import { ArticleView } from './article-view';
import { MostRead } from './most-read';
import { RelatedPosts } from './related-posts';

export function ArticlePage({ id }: { id: string }) {
  const { data } = useQuery(postsQueries.detail(id));
  return (
    <>
      {data && <ArticleView key={data._id} post={data} />}
      <RelatedPosts articleId={id} />
      <MostRead exceptId={id} />
    </>
  );
}
