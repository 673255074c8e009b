import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useRouter, useSearch } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '~/components/feedback/feedback';
import { LanguageSwitch } from '~/components/language-switch';
import { safeRedirectTarget } from '~/lib/session/guard';
import { useSession, useSessionStore } from '~/lib/session/use-session';
import { resetAvailabilityQuery } from './login.queries';

const ENDED_TEXT = { revoked: 'app.sessionRevoked', expired: 'app.sessionExpired' } as const;

/**
 * Email (browser format check only), masked password, 'Log in' → 'Logging in...' (spec §2). 'Forgot
 * password?' leads to an emailed link where the server has email, and to the sentence where it has not.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const store = useSessionStore();
  const { ended } = useSession();
  const feedback = useFeedback();
  const router = useRouter();
  const search = useSearch({ from: '/login' });
  const [busy, setBusy] = useState(false);
  const [showHelp, setShowHelp] = useState(false);
  // Without email on the server the link keeps today's sentence: a super administrator resets it.
  const byEmail = useQuery(resetAvailabilityQuery()).data?.byEmail;

  useEffect(() => {
    document.title = `${t('login.title')} — Station Admin`;
  }, [t]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      await store.login({
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      feedback.success(t('login.success'));
      await router.invalidate();
      await router.navigate({ href: safeRedirectTarget(search['redirect-to']) });
    } catch (error) {
      feedback.error((error as Error).message);
      setBusy(false);
    }
  }

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper variant="outlined" sx={{ p: 4, width: '100%', maxWidth: 400 }}>
        <Stack component="form" spacing={2} onSubmit={submit} aria-label={t('login.title')}>
          <Box sx={{ alignSelf: 'flex-end' }}>
            <LanguageSwitch />
          </Box>
          <Typography component="h1" variant="h5">
            {t('login.title')}
          </Typography>
          {ended ? <Alert severity="info">{t(ENDED_TEXT[ended])}</Alert> : null}
          <TextField
            name="email"
            type="email"
            label={t('login.email')}
            autoComplete="username"
            required
            fullWidth
          />
          <TextField
            name="password"
            type="password"
            label={t('login.password')}
            autoComplete="current-password"
            required
            fullWidth
          />
          {byEmail ? (
            <Link
              component={RouterLink}
              to="/forgot-password"
              variant="body2"
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('login.forgot')}
            </Link>
          ) : (
            <Link
              component="button"
              type="button"
              variant="body2"
              onClick={() => setShowHelp(true)}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('login.forgot')}
            </Link>
          )}
          {showHelp ? <Typography variant="body2">{t('login.forgotHelp')}</Typography> : null}
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('login.submitting') : t('login.submit')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
