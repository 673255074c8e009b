import Paper from '@mui/material/Paper';
import { addAdminInputSchema } from '@station/domain';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '~/components/feedback/feedback';
import { EntityForm } from '~/components/forms/entity-form';
import { Page } from '~/components/page';
import { identityFields, newPasswordFields, rightsFields, withRights } from './admin-fields';
import { useAddAdmin } from './admins.mutations';

export function AddAdminPage() {
  const { t } = useTranslation('admins');
  const navigate = useNavigate();
  const feedback = useFeedback();
  const add = useAddAdmin({
    onSuccess: (result) => {
      feedback.success(result.message);
      return navigate({ to: '/dashboard/admins' });
    },
  });
  return (
    <Page title={t('admins.add')}>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 560 }}>
        <EntityForm
          ariaLabel={t('admins.add')}
          fields={[...identityFields(t, { chooseRole: true }), ...rightsFields(t), ...newPasswordFields(t)]}
          initialValues={{ canPublish: 'no' }}
          schema={addAdminInputSchema}
          transform={withRights}
          submitLabel={t('common.save')}
          busyLabel={t('common.saving')}
          onSubmit={(input) => add.mutateAsync(input)}
        />
      </Paper>
    </Page>
  );
}
