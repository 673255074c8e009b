import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { toEmbedUrl } from '@station/domain/youtube';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loading } from '~/components/loading';
import { useDocumentTitle } from '~/components/use-document-title';
import { VideoFrame } from '~/components/video-frame';
import { liveQueries } from '../api/live.queries';

/** The live broadcast, or the spec's notice when the url is empty (or not a usable video link). */
export function LivePlayer() {
  const { t } = useTranslation();
  useDocumentTitle(t('live.title'));
  const { data, isPending } = useQuery(liveQueries.current());
  const embed = data ? toEmbedUrl(data.url) : null;
  return (
    <Box>
      <Typography component="h1" variant="h4" sx={{ mb: 3, fontWeight: 700 }}>
        {t('live.title')}
      </Typography>
      {isPending ? (
        <Loading />
      ) : embed ? (
        <Box sx={{ maxWidth: 1024 }}>
          <VideoFrame src={embed} title={t('live.player')} />
        </Box>
      ) : (
        <Typography sx={{ py: 4, fontSize: '1.1rem' }}>{t('live.empty')}</Typography>
      )}
    </Box>
  );
}
