import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Post } from '@station/domain';
import { useTranslation } from 'react-i18next';
import { Loading } from '~/components/loading';
import { PostCard } from './post-card';

interface PostGridProps {
  posts: Post[] | undefined;
  isPending: boolean;
  /** Say 'No Posts found' when the list is empty (search); other lists just stay empty. */
  announceEmpty?: boolean;
}

export function PostGrid({ posts, isPending, announceEmpty = false }: PostGridProps) {
  const { t } = useTranslation();
  if (isPending) return <Loading />;
  if (!posts?.length)
    return announceEmpty ? <Typography sx={{ py: 4 }}>{t('search.empty')}</Typography> : null;
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {posts.map((post) => (
        <Grid key={post._id} component="li" size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
          <PostCard post={post} />
        </Grid>
      ))}
    </Grid>
  );
}
