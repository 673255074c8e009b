import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Post } from '@station/domain';
import { truncate } from '@station/domain';
import { TRUNCATE } from '@station/domain/constants';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '~/components/lazy-image';
import { Slideshow } from '~/components/slideshow';
import { coverOf } from '../utils/post-image';

/** The three newest articles: a slideshow beside a list of the same three (spec §2). */
export function FeaturedPosts({ posts }: { posts: Post[] }) {
  const { t } = useTranslation();
  if (posts.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, mb: 4 }}>
      <Slideshow
        slides={posts}
        label={t('articles.featured')}
        renderSlide={(post, index) => (
          <Link
            to="/article/$id"
            params={{ id: post._id }}
            style={{ display: 'block', position: 'relative', color: '#fff' }}
          >
            <LazyImage src={coverOf(post)} alt="" ratio={16 / 9} eager={index === 0} />
            <Typography
              component="h2"
              variant="h6"
              sx={{
                position: 'absolute',
                insetInline: 0,
                bottom: 0,
                p: 2,
                pb: 2,
                background: 'linear-gradient(transparent, rgba(0,0,0,0.85))',
                fontWeight: 700,
              }}
            >
              {truncate(post.title, TRUNCATE.slideshowTitle)}
            </Typography>
          </Link>
        )}
      />
      <Box
        component="ul"
        aria-label={t('articles.featured')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, alignContent: 'start' }}
      >
        {posts.map((post) => (
          <Box
            component="li"
            key={post._id}
            sx={{ display: 'grid', gridTemplateColumns: '120px 1fr', gap: 1.5 }}
          >
            <LazyImage src={coverOf(post)} alt="" ratio={16 / 9} />
            <Link to="/article/$id" params={{ id: post._id }} style={{ color: 'inherit', fontWeight: 600 }}>
              {truncate(post.title, TRUNCATE.title)}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
