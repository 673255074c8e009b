import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { CATEGORY_LABELS, type Post, truncate } from '@station/domain';
import { TRUNCATE } from '@station/domain/constants';
import { createLink } from '@tanstack/react-router';
import { LazyImage } from '~/components/lazy-image';
import { useDetailLength } from '../hooks/use-detail-length';
import { coverOf } from '../utils/post-image';

const CardLink = createLink(CardActionArea);

export function PostCard({ post }: { post: Post }) {
  const detailLength = useDetailLength();
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%' }}>
      <CardLink to="/article/$id" params={{ id: post._id }} sx={{ height: '100%' }}>
        <LazyImage src={coverOf(post)} alt="" ratio={16 / 9} />
        <CardContent>
          <Box
            component="span"
            lang="am"
            sx={{ fontSize: '0.75rem', color: 'primary.main', fontWeight: 700, textTransform: 'uppercase' }}
          >
            {CATEGORY_LABELS[post.category].am}
          </Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3, my: 0.5 }}>
            {truncate(post.title, TRUNCATE.title)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {truncate(post.detail, detailLength)}
          </Typography>
        </CardContent>
      </CardLink>
    </Card>
  );
}
