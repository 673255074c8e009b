import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { type Admin, changeUserPwdInputSchema, updateUserInputSchema } from '@station/domain';
import { DataTable } from '@station/ui/data-table';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '~/components/feedback/feedback';
import { EntityForm } from '~/components/forms/entity-form';
import { FormDialog } from '~/components/forms/form-dialog';
import { Page } from '~/components/page';
import { useDeleteDialog } from '~/components/use-delete-dialog';
import { useFormats } from '~/lib/formats';
import { identityFields, newPasswordFields, rightsFields, withRights } from './admin-fields';
import { useChangeAdminPassword, useDeleteAdmin, useUpdateAdmin } from './admins.mutations';
import { adminsQuery } from './admins.queries';

export function AdminsPage() {
  const { t } = useTranslation('admins');
  const { date } = useFormats();
  const feedback = useFeedback();
  const { data: admins } = useSuspenseQuery(adminsQuery());
  const [editing, setEditing] = useState<Admin | null>(null);
  const [passwordFor, setPasswordFor] = useState<Admin | null>(null);
  const told = (result: { message: string }) => feedback.success(result.message);
  const remove = useDeleteAdmin({ onSuccess: told });
  const deletion = useDeleteDialog((id) => remove.mutateAsync(id));
  const edit = useUpdateAdmin({
    onSuccess: (result) => {
      told(result);
      setEditing(null);
    },
  });
  const changePassword = useChangeAdminPassword({
    onSuccess: (result) => {
      told(result);
      setPasswordFor(null);
    },
  });

  return (
    <Page
      title={t('admins.title')}
      action={
        <Button component={Link} to="/dashboard/add-admin" variant="contained">
          {t('admins.add')}
        </Button>
      }
    >
      <DataTable
        label={t('admins.title')}
        rows={admins}
        rowKey={(admin) => admin._id}
        emptyMessage={t('common.noData')}
        columns={[
          {
            key: 'registered',
            header: t('admins.registered'),
            render: (admin) => date(admin.createdAt),
          },
          { key: 'name', header: t('admins.name'), render: (admin) => admin.name },
          { key: 'email', header: t('admins.email'), render: (admin) => admin.email },
          {
            key: 'role',
            header: t('admins.role'),
            render: (admin) => t(`roles.${admin.role}`),
          },
          {
            key: 'canPublish',
            header: t('admins.canPublish'),
            render: (admin) => (admin.canPublish ? t('common.yes') : t('common.no')),
          },
          {
            key: 'actions',
            header: t('common.actions'),
            align: 'right',
            render: (admin) => (
              <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
                <IconButton
                  aria-label={`${t('common.edit')} ${admin.name}`}
                  onClick={() => setEditing(admin)}
                >
                  <EditIcon />
                </IconButton>
                <IconButton
                  aria-label={`${t('admins.changePassword')} ${admin.name}`}
                  onClick={() => setPasswordFor(admin)}
                >
                  <KeyIcon />
                </IconButton>
                <IconButton
                  aria-label={`${t('common.delete')} ${admin.name}`}
                  onClick={() => deletion.open(admin._id, admin.name)}
                >
                  <DeleteIcon />
                </IconButton>
              </Stack>
            ),
          },
        ]}
      />
      <FormDialog title={t('admins.editTitle')} open={editing !== null} onClose={() => setEditing(null)}>
        {editing ? (
          <EntityForm
            ariaLabel={t('admins.editTitle')}
            fields={[...identityFields(t), ...rightsFields(t)]}
            initialValues={{
              name: editing.name,
              email: editing.email,
              role: editing.role,
              canPublish: editing.canPublish ? 'yes' : 'no',
            }}
            schema={updateUserInputSchema}
            transform={withRights}
            submitLabel={t('common.update')}
            busyLabel={t('common.updating')}
            onSubmit={(input) => edit.mutateAsync({ id: editing._id, input })}
          />
        ) : null}
      </FormDialog>
      <FormDialog
        title={t('admins.passwordTitle')}
        open={passwordFor !== null}
        onClose={() => setPasswordFor(null)}
      >
        {passwordFor ? (
          <EntityForm
            ariaLabel={t('admins.passwordTitle')}
            fields={newPasswordFields(t)}
            schema={changeUserPwdInputSchema}
            transform={(values) => ({ ...values, name: passwordFor.name })}
            submitLabel={t('common.update')}
            busyLabel={t('common.updating')}
            onSubmit={(input) => changePassword.mutateAsync({ id: passwordFor._id, input })}
          />
        ) : null}
      </FormDialog>
      {deletion.dialog}
    </Page>
  );
}
