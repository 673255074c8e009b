import Paper from '@mui/material/Paper';
import { changeMyPwdInputSchema, updateMeInputSchema } from '@station/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '~/components/feedback/feedback';
import { EntityForm } from '~/components/forms/entity-form';
import { Page } from '~/components/page';
import { useSessionStore } from '~/lib/session/use-session';
import { useChangeMyPwd, useUpdateMe } from './profile.mutations';
import { meQuery } from './profile.queries';

export function UpdateProfilePage() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const store = useSessionStore();
  const feedback = useFeedback();
  const { data: me } = useSuspenseQuery(meQuery());
  const save = useUpdateMe({
    onSuccess: async (result) => {
      feedback.success(result.message);
      await store.refresh();
      await navigate({ to: '/dashboard' });
    },
  });
  return (
    <Page title={t('profile.updateTitle')}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 560 }}>
        <EntityForm
          ariaLabel={t('profile.updateTitle')}
          fields={[
            { name: 'name', label: t('profile.name'), required: true, autoComplete: 'name' },
            {
              name: 'email',
              label: t('profile.email'),
              type: 'email',
              required: true,
              autoComplete: 'email',
            },
            {
              name: 'currentPwd',
              label: t('profile.currentPwd'),
              type: 'password',
              required: true,
              autoComplete: 'current-password',
              // A new sign-in email takes the password: a session alone does not move the account.
              shownWhen: (values) => (values.email ?? '').trim().toLowerCase() !== me.email,
            },
          ]}
          initialValues={{ name: me.name, email: me.email }}
          schema={updateMeInputSchema}
          submitLabel={t('common.update')}
          busyLabel={t('common.updating')}
          onSubmit={(input) => save.mutateAsync(input)}
        />
      </Paper>
    </Page>
  );
}

export function ChangePasswordPage() {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const store = useSessionStore();
  const feedback = useFeedback();
  const save = useChangeMyPwd({
    onSuccess: (result) => {
      store.replaceToken(result.token);
      feedback.success(result.message);
      return navigate({ to: '/dashboard' });
    },
  });
  return (
    <Page title={t('profile.changeTitle')}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 560 }}>
        <EntityForm
          ariaLabel={t('profile.changeTitle')}
          fields={[
            {
              name: 'prevPwd',
              label: t('profile.prevPwd'),
              type: 'password',
              required: true,
              autoComplete: 'current-password',
            },
            {
              name: 'newPwd',
              label: t('profile.newPwd'),
              type: 'password',
              required: true,
              autoComplete: 'new-password',
            },
            {
              name: 'confirmPwd',
              label: t('profile.confirmPwd'),
              type: 'password',
              required: true,
              autoComplete: 'new-password',
            },
          ]}
          schema={changeMyPwdInputSchema}
          submitLabel={t('common.update')}
          busyLabel={t('common.updating')}
          onSubmit={(input) => save.mutateAsync(input)}
        />
      </Paper>
    </Page>
  );
}
