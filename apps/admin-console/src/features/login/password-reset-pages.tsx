import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { forgotPasswordInputSchema, resetPasswordInputSchema } from '@station/domain';
import { Link as RouterLink } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityForm } from '~/components/forms/entity-form';
import { LanguageSwitch } from '~/components/language-switch';
import { api } from '~/lib/api';
import { useServerSentence } from '~/lib/use-server-sentence';

/** The signed-out pages' frame: a card in the middle, a title, and the way back to logging in. */
function SignedOutCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} — Station Admin`;
  }, [title]);
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper variant="outlined" sx={{ p: 4, width: '100%', maxWidth: 440 }}>
        <Stack spacing={2}>
          <Box sx={{ alignSelf: 'flex-end' }}>
            <LanguageSwitch />
          </Box>
          <Typography component="h1" variant="h5">
            {title}
          </Typography>
          {children}
          <Link component={RouterLink} to="/login">
            {t('login.backToLogin')}
          </Link>
        </Stack>
      </Paper>
    </Box>
  );
}

/** Asks for a reset link; the answer is the same whether or not the address is an admin's. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const inLanguage = useServerSentence();
  const [answer, setAnswer] = useState<string>();
  return (
    <SignedOutCard title={t('login.forgotTitle')}>
      <Typography>{t('login.forgotIntro')}</Typography>
      {answer ? (
        <Alert severity="success">{inLanguage(answer)}</Alert>
      ) : (
        <EntityForm
          ariaLabel={t('login.forgotTitle')}
          fields={[
            {
              name: 'email',
              label: t('login.email'),
              type: 'email',
              autoComplete: 'username',
              required: true,
            },
          ]}
          schema={forgotPasswordInputSchema}
          submitLabel={t('login.forgotSend')}
          busyLabel={t('login.forgotSending')}
          onSubmit={(input) =>
            api.session.forgotPassword(input.email).then((result) => setAnswer(result.message))
          }
        />
      )}
    </SignedOutCard>
  );
}

/** Where the emailed link leads: a new password, twice; the link works once. */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const inLanguage = useServerSentence();
  const [done, setDone] = useState<string>();
  return (
    <SignedOutCard title={t('login.resetTitle')}>
      {!token ? (
        <Alert severity="warning">{t('login.resetMissing')}</Alert>
      ) : done ? (
        <Alert severity="success">{inLanguage(done)}</Alert>
      ) : (
        <>
          <Typography>{t('login.resetIntro')}</Typography>
          <EntityForm
            ariaLabel={t('login.resetTitle')}
            fields={[
              {
                name: 'password',
                label: t('login.newPassword'),
                type: 'password',
                autoComplete: 'new-password',
                required: true,
              },
              {
                name: 'confirmPwd',
                label: t('login.confirmPassword'),
                type: 'password',
                autoComplete: 'new-password',
                required: true,
              },
            ]}
            schema={resetPasswordInputSchema}
            transform={(values) => ({ ...values, token })}
            submitLabel={t('login.resetSave')}
            busyLabel={t('login.resetSaving')}
            onSubmit={(input) => api.session.resetPassword(input).then((result) => setDone(result.message))}
          />
        </>
      )}
    </SignedOutCard>
  );
}
