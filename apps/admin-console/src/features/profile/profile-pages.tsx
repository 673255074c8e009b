import Paper from '@mui/material/Paper';
import { changeMyPwdInputSchema, updateMeInputSchema } from '@station/domain';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '~/components/page';
import { api } from '~/lib/api';
import { useApiMutation } from '../feedback/use-api-mutation';
import { EntityForm } from '../forms/entity-form';
import { useSessionStore } from '../session/use-session';

const meKey = ['me'] as const;

export function UpdateProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const store = useSessionStore();
  const me = useQuery({ queryKey: meKey, queryFn: api.admins.getMe }).data;
  const save = useApiMutation(api.admins.updateMe, {
    invalidate: [meKey],
    onSuccess: async () => {
      await store.refresh();
      navigate({ to: '/dashboard' });
    },
  });
  return (
    <Page title={t('profile.updateTitle')}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 560 }}>
        {me ? (
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
            ]}
            initialValues={me}
            schema={updateMeInputSchema}
            busy={save.isPending}
            submitLabel={t('common.update')}
            busyLabel={t('common.updating')}
            onSubmit={(input) => save.mutate(input)}
          />
        ) : null}
      </Paper>
    </Page>
  );
}

export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const store = useSessionStore();
  const save = useApiMutation(api.admins.changeMyPwd, {
    onSuccess: (data) => {
      store.replaceToken(data.token);
      navigate({ to: '/dashboard' });
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
          busy={save.isPending}
          submitLabel={t('common.update')}
          busyLabel={t('common.updating')}
          onSubmit={(input) => save.mutate(input)}
        />
      </Paper>
    </Page>
  );
}
