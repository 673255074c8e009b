import Box from '@mui/material/Box';
import { LIMITS } from '@station/domain/constants';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '~/components/section-title';
import { postsQueries } from '../api/posts.queries';
import { PostGrid } from './post-grid';

export const relatedPostsQuery = () => postsQueries.list({ limit: LIMITS.relatedArticles, skip: 0 });

/** The 4 latest articles under an article (spec §2). */
export function RelatedPosts() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(relatedPostsQuery());
  return (
    <Box component="section" aria-labelledby="related-posts" sx={{ mt: 6 }}>
      <SectionTitle id="related-posts">{t('articles.latest')}</SectionTitle>
      <PostGrid posts={data} isPending={isPending} />
    </Box>
  );
}
