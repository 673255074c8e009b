import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toEmbedUrl } from '@station/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '~/components/page';
import { api, publicApi } from '~/lib/api';
import { useFeedback } from '../feedback/feedback';
import { useApiMutation } from '../feedback/use-api-mutation';

const liveKey = ['live'] as const;

/** Set the live link, or save it empty to stop broadcasting (the button then reads Reset). */
export function LivePage() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const live = useQuery({ queryKey: liveKey, queryFn: publicApi.live.get }).data;
  const [url, setUrl] = useState('');
  const save = useApiMutation((value: string) => api.live.set(live?._id ?? '', { url: value }), {
    invalidate: [liveKey],
    onSuccess: () => setUrl(''),
  });
  const resetting = url.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!resetting && !toEmbedUrl(url)) return feedback.error(t('live.invalid'));
    save.mutate(url.trim());
  }

  const label = resetting
    ? save.isPending
      ? t('live.resetting')
      : t('live.reset')
    : save.isPending
      ? t('common.saving')
      : t('common.save');

  return (
    <Page title={t('live.title')}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 640 }}>
        <Stack component="form" spacing={2} onSubmit={submit} aria-label={t('live.title')}>
          <TextField
            name="url"
            label={t('live.url')}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={save.isPending || !live}>
            {label}
          </Button>
        </Stack>
      </Paper>
      <section>
        <Typography component="h2" variant="subtitle1" gutterBottom>
          {t('live.current')}
        </Typography>
        {live?.url ? (
          <Box sx={{ maxWidth: 640, aspectRatio: '16 / 9' }}>
            <Typography variant="body2" sx={{ wordBreak: 'break-all' }} data-testid="current-live-url">
              {live.url}
            </Typography>
          </Box>
        ) : (
          <Typography data-testid="current-live-url">{t('live.notLive')}</Typography>
        )}
      </section>
    </Page>
  );
}
