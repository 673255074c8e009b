import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '~/components/section-title';
import { pagePostsQueries } from '../api/posts.queries';
import { PostGrid } from './post-grid';

/** The 4 latest articles under an article (spec §2). */
export function RelatedPosts() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(pagePostsQueries.related());
  return (
    <Box component="section" aria-labelledby="related-posts" sx={{ mt: 6 }}>
      <SectionTitle id="related-posts">{t('articles.latest')}</SectionTitle>
      <PostGrid posts={data} isPending={isPending} />
    </Box>
  );
}
