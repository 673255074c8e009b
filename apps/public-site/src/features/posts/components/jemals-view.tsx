import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '~/components/use-document-title';
import { pagePostsQueries } from '../api/posts.queries';
import { PostGrid } from './post-grid';

export function JemalsView() {
  const { t } = useTranslation();
  useDocumentTitle(t('articles.jemalsViewTitle'));
  const { data, isPending } = useQuery(pagePostsQueries.jemalsView());
  return (
    <Box>
      <Typography component="h1" variant="h4" sx={{ mb: 3, fontWeight: 700 }}>
        {t('articles.jemalsViewTitle')}
      </Typography>
      <PostGrid posts={data} isPending={isPending} />
    </Box>
  );
}
