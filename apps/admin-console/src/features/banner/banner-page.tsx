import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { bannerInputSchema } from '@station/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '~/components/feedback/feedback';
import { EntityForm } from '~/components/forms/entity-form';
import { Page } from '~/components/page';
import { useFormats } from '~/lib/formats';
import { useSingleFlight } from '~/lib/use-single-flight';
import { useClearBanner, useSetBanner } from './banner.mutations';
import { bannerQuery } from './banner.queries';

/** A `datetime-local` value (the editor's own time) as the instant the server keeps. */
const instantOf = (local: string) => (local ? new Date(local).toISOString() : '');

/** Breaking news: a short line (and a link) on every public page until the time it ends. */
export function BannerPage() {
  const { t } = useTranslation('banner');
  const { dateTime } = useFormats();
  const feedback = useFeedback();
  const { data: current } = useSuspenseQuery(bannerQuery());
  const set = useSetBanner();
  const clear = useClearBanner();
  const { busy, run } = useSingleFlight();

  return (
    <Page title={t('banner.title')}>
      {current ? (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={busy}
              onClick={() =>
                void run(() =>
                  clear
                    .mutateAsync()
                    .then((result) => feedback.success(result.message))
                    .catch((error: Error) => feedback.error(error.message)),
                )
              }
            >
              {t('banner.clear')}
            </Button>
          }
        >
          {t('banner.current', { time: dateTime(current.endsAt) })} {current.text}
        </Alert>
      ) : (
        <Alert severity="info">{t('banner.none')}</Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 640 }}>
        <Stack>
          <EntityForm
            ariaLabel={t('banner.title')}
            fields={[
              { name: 'text', label: t('banner.text'), required: true },
              { name: 'link', label: t('banner.link'), type: 'url' },
              { name: 'endsAt', label: t('banner.endsAt'), type: 'datetime-local', required: true },
            ]}
            schema={bannerInputSchema}
            transform={(values) => ({ ...values, endsAt: instantOf(values.endsAt ?? '') })}
            submitLabel={t('banner.save')}
            busyLabel={t('common.saving')}
            onSubmit={(input) => set.mutateAsync(input).then((result) => feedback.success(result.message))}
          />
        </Stack>
      </Paper>
    </Page>
  );
}
