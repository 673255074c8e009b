import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CATEGORY_LABELS, type Post } from '@station/domain';
import { useTranslation } from 'react-i18next';
import { LazyImage } from '~/components/lazy-image';
import { Slideshow } from '~/components/slideshow';
import { useDocumentTitle } from '~/components/use-document-title';
import { PLACEHOLDER_IMAGE } from '../utils/post-image';
import { relativeTime } from '../utils/relative-time';
import { ShareLinks } from './share-links';

export function ArticleView({ post }: { post: Post }) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(post.title);
  const images = post.imagesUrl.length > 0 ? post.imagesUrl : [{ secure_url: PLACEHOLDER_IMAGE }];
  const created = new Date(post.createdAt);
  return (
    <Box component="article">
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }}>
        {post.title}
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        sx={{ color: 'text.secondary', mb: 2, flexWrap: 'wrap', alignItems: 'center' }}
      >
        <span lang="am">{CATEGORY_LABELS[post.category].am}</span>
        <time dateTime={post.createdAt} title={created.toLocaleString(i18n.language)}>
          {relativeTime(created, new Date(), i18n.language)}
        </time>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} data-testid="view-count">
          <Visibility fontSize="small" aria-hidden />
          <span>{t('common.views', { count: post.visit })}</span>
        </Stack>
      </Stack>
      <Box sx={{ maxWidth: 880, mb: 3 }}>
        <Slideshow
          slides={images}
          label={post.title}
          renderSlide={(image, index) => (
            <LazyImage
              src={image.secure_url}
              alt={image.title || t('common.imageOf', { title: post.title })}
              ratio={16 / 9}
              eager={index === 0}
            />
          )}
        />
      </Box>
      <Typography
        component="div"
        sx={{ whiteSpace: 'pre-line', lineHeight: 1.8, maxWidth: 880, overflowWrap: 'anywhere' }}
      >
        {post.detail}
      </Typography>
      <Box sx={{ mt: 3 }}>
        <ShareLinks />
      </Box>
    </Box>
  );
}
