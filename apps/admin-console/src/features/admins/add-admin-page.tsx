import Paper from '@mui/material/Paper';
import { addAdminInputSchema } from '@station/domain';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '~/components/page';
import { api } from '~/lib/api';
import { useApiMutation } from '../feedback/use-api-mutation';
import { EntityForm } from '../forms/entity-form';
import { newPasswordFields, roleOptions } from './admin-fields';
import { adminsKeys } from './admins.queries';

export function AddAdminPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useApiMutation(api.admins.add, {
    invalidate: [adminsKeys.all],
    onSuccess: () => navigate({ to: '/dashboard/admins' }),
  });
  return (
    <Page title={t('admins.add')}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 560 }}>
        <EntityForm
          ariaLabel={t('admins.add')}
          fields={[
            { name: 'name', label: t('admins.name'), required: true },
            { name: 'email', label: t('admins.email'), type: 'email', required: true },
            {
              name: 'role',
              label: t('admins.role'),
              type: 'select',
              placeholder: t('admins.selectRole'),
              options: roleOptions(t),
              required: true,
            },
            ...newPasswordFields(t),
          ]}
          schema={addAdminInputSchema}
          busy={add.isPending}
          submitLabel={t('common.save')}
          busyLabel={t('common.saving')}
          onSubmit={(input) => add.mutate(input)}
        />
      </Paper>
    </Page>
  );
}
