import Schedule from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Program } from '@station/domain';
import { toEmbedUrl } from '@station/domain/youtube';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '~/components/use-document-title';
import { VideoFrame } from '~/components/video-frame';

/** `playlist` is the program's video list, composed by the route from the videos feature. */
export function ProgramView({ program, playlist }: { program: Program; playlist: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(program.name);
  const embed = toEmbedUrl(program.url);
  return (
    <Box component="article">
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {program.name}
      </Typography>
      {program.time && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', mb: 2 }}>
          <Schedule fontSize="small" aria-hidden />
          <span>
            {t('program.time')}: {program.time}
          </span>
        </Stack>
      )}
      {embed && (
        <Box sx={{ maxWidth: 960, mb: 3 }}>
          <VideoFrame src={embed} title={t('program.video', { name: program.name })} />
        </Box>
      )}
      <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.8, maxWidth: 880 }}>
        {program.detail}
      </Typography>
      {playlist}
    </Box>
  );
}
