import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toEmbedUrl } from '@station/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '~/components/feedback/feedback';
import { useFieldErrors } from '~/components/forms/use-field-errors';
import { Page } from '~/components/page';
import { useSingleFlight } from '~/lib/use-single-flight';
import { useSetLive } from './live.mutations';
import { liveQuery } from './live.queries';

/** Set the live link, or save it empty to stop broadcasting (the button then reads Reset). */
export function LivePage() {
  const { t } = useTranslation('live');
  const feedback = useFeedback();
  const { data: live } = useSuspenseQuery(liveQuery());
  const [url, setUrl] = useState('');
  const errors = useFieldErrors(['url']);
  const { busy, run } = useSingleFlight();
  const save = useSetLive({
    onSuccess: (result) => {
      errors.clear();
      setUrl('');
      feedback.success(result.message);
    },
  });
  const resetting = url.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!resetting && !toEmbedUrl(url)) return feedback.error(t('live.invalid'));
    void run(() => save.mutateAsync({ id: live._id, input: { url: url.trim() } }).catch(errors.fromServer));
  }

  const label = resetting
    ? busy
      ? t('live.resetting')
      : t('live.reset')
    : busy
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
            error={Boolean(errors.errors.url)}
            helperText={errors.errors.url}
            disabled={busy}
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={busy}>
            {label}
          </Button>
        </Stack>
      </Paper>
      <section>
        <Typography component="h2" variant="subtitle1" gutterBottom>
          {t('live.current')}
        </Typography>
        {live.url ? (
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
