import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SuperAdminOnlyError } from '~/lib/session/guard';
import { useServerSentence } from '~/lib/use-server-sentence';

/**
 * What a page shows when its data could not be loaded: the server's sentence and a retry that
 * forgets the failed queries and loads the page again. A super-only page opened by a regular admin
 * says so, with the way back.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  const inLanguage = useServerSentence();
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  const superOnly = error instanceof SuperAdminOnlyError;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography component="h1" variant="h5">
        {superOnly ? t('app.superOnly') : t('app.loadFailed')}
      </Typography>
      {superOnly ? null : (
        <Alert severity="error">{inLanguage(error instanceof Error ? error.message : String(error))}</Alert>
      )}
      <Stack direction="row" spacing={1}>
        {superOnly ? null : (
          <Button variant="contained" onClick={() => router.invalidate()}>
            {t('app.retry')}
          </Button>
        )}
        <Button component={Link} to="/dashboard" variant={superOnly ? 'contained' : 'text'}>
          {t('app.backToDashboard')}
        </Button>
      </Stack>
    </Stack>
  );
}
