import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SectionTitle } from '~/components/section-title';
import { pagePostsQueries } from '../api/posts.queries';
import { PostGrid } from './post-grid';

/** The home page's 'recently released' list: the latest 8 articles and a way to all news. */
export function LatestPosts() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery(pagePostsQueries.latest());
  return (
    <Box component="section" aria-labelledby="latest-posts" sx={{ my: 5 }}>
      <SectionTitle id="latest-posts">{t('home.recent')}</SectionTitle>
      <PostGrid posts={data} isPending={isPending} />
      <Button component={Link} to="/articles" variant="outlined" sx={{ mt: 3 }}>
        {t('home.allNews')}
      </Button>
    </Box>
  );
}
