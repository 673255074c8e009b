import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '~/components/use-document-title';
import { postsQueries } from '../api/posts.queries';
import { PostGrid } from './post-grid';

export function SearchResults({ searchKey }: { searchKey: string }) {
  const { t } = useTranslation();
  useDocumentTitle(`${t('search.title')}: ${searchKey}`);
  const { data, isPending } = useQuery({ ...postsQueries.search(searchKey), enabled: searchKey !== '' });
  return (
    <Box component="section">
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        {searchKey ? t('search.resultsFor', { key: searchKey }) : t('search.title')}
      </Typography>
      <PostGrid posts={searchKey ? data : []} isPending={searchKey !== '' && isPending} announceEmpty />
    </Box>
  );
}
