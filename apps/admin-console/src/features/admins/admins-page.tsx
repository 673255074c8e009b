import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { type Admin, changeUserPwdInputSchema, updateUserInputSchema } from '@station/domain';
import { DataTable } from '@station/ui/data-table';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '~/components/page';
import { api } from '~/lib/api';
import { useDeleteDialog } from '../delete/use-delete-dialog';
import { useApiMutation } from '../feedback/use-api-mutation';
import { EntityForm } from '../forms/entity-form';
import { FormDialog } from '../forms/form-dialog';
import { newPasswordFields, roleOptions } from './admin-fields';
import { adminsKeys } from './admins.queries';

export function AdminsPage() {
  const { t } = useTranslation();
  const admins = useQuery({ queryKey: adminsKeys.all, queryFn: api.admins.list }).data ?? [];
  const [editing, setEditing] = useState<Admin | null>(null);
  const [passwordFor, setPasswordFor] = useState<Admin | null>(null);
  const deletion = useDeleteDialog('admins', adminsKeys.all);
  const edit = useApiMutation(
    (input: { id: string; values: typeof updateUserInputSchema._output }) =>
      api.admins.updateUser(input.id, input.values),
    {
      invalidate: [adminsKeys.all],
      onSuccess: () => setEditing(null),
    },
  );
  const changePassword = useApiMutation(
    (input: { id: string; values: typeof changeUserPwdInputSchema._output }) =>
      api.admins.changeUserPwd(input.id, input.values),
    { onSuccess: () => setPasswordFor(null) },
  );

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
            render: (admin) => new Date(admin.createdAt).toLocaleDateString('en-US'),
          },
          { key: 'name', header: t('admins.name'), render: (admin) => admin.name },
          { key: 'email', header: t('admins.email'), render: (admin) => admin.email },
          {
            key: 'role',
            header: t('admins.role'),
            render: (admin) => t('admins.roleLabel', { role: admin.role }),
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
            fields={[
              { name: 'name', label: t('admins.name'), required: true },
              { name: 'email', label: t('admins.email'), type: 'email', required: true },
              {
                name: 'role',
                label: t('admins.role'),
                type: 'select',
                options: roleOptions(t),
                required: true,
              },
            ]}
            initialValues={{ name: editing.name, email: editing.email, role: editing.role }}
            schema={updateUserInputSchema}
            busy={edit.isPending}
            submitLabel={t('common.update')}
            busyLabel={t('common.updating')}
            onSubmit={(values) => edit.mutate({ id: editing._id, values })}
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
            fields={[...newPasswordFields(t)]}
            schema={changeUserPwdInputSchema}
            transform={(values) => ({ ...values, name: passwordFor.name })}
            busy={changePassword.isPending}
            submitLabel={t('common.update')}
            busyLabel={t('common.updating')}
            onSubmit={(values) => changePassword.mutate({ id: passwordFor._id, values })}
          />
        ) : null}
      </FormDialog>
      {deletion.dialog}
    </Page>
  );
}
