import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { DeletableRoute } from '@station/api-client/admin';
import { type Column, DataTable } from '@station/ui/data-table';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Page } from '~/components/page';
import { useDeleteDialog } from '../delete/use-delete-dialog';
import { useApiMutation } from '../feedback/use-api-mutation';
import { EntityForm, type FieldSpec, type FormValues } from '../forms/entity-form';
import { FormDialog } from '../forms/form-dialog';

export interface CrudPageProps<Row extends { _id: string }, Input> {
  title: string;
  route: DeletableRoute;
  queryKey: QueryKey;
  list: () => Promise<Row[]>;
  fields: FieldSpec[];
  schema: z.ZodType<Input>;
  transform?: (values: FormValues) => Record<string, unknown>;
  toValues: (row: Row) => FormValues;
  columns: Column<Row>[];
  nameOf: (row: Row) => string;
  create: (input: Input) => Promise<unknown>;
  update: (id: string, input: Input) => Promise<unknown>;
  /** Telegram admins are edited in a modal (spec §2); the others switch the form into edit mode. */
  editTitle?: string;
  intro?: ReactNode;
}

/** A form and a table of one kind of entry, with edit and delete (programs, satellites, Telegram admins). */
export function CrudPage<Row extends { _id: string }, Input>(props: CrudPageProps<Row, Input>) {
  const { t } = useTranslation();
  const rows = useQuery({ queryKey: props.queryKey, queryFn: props.list }).data ?? [];
  const [editing, setEditing] = useState<Row | null>(null);
  const deletion = useDeleteDialog(props.route, props.queryKey);
  const save = useApiMutation(
    (input: Input) => (editing ? props.update(editing._id, input) : props.create(input)),
    { invalidate: [props.queryKey], onSuccess: () => setEditing(null) },
  );
  const inDialog = Boolean(props.editTitle);

  const form = (row: Row | null) => (
    <EntityForm
      key={row?._id ?? 'new'}
      ariaLabel={props.title}
      fields={props.fields}
      initialValues={row ? props.toValues(row) : {}}
      schema={props.schema}
      transform={props.transform}
      busy={save.isPending}
      submitLabel={row ? t('common.update') : t('common.save')}
      busyLabel={row ? t('common.updating') : t('common.saving')}
      onSubmit={(input) => save.mutate(input)}
      actions={row ? <Button onClick={() => setEditing(null)}>{t('common.cancel')}</Button> : undefined}
    />
  );

  const actions: Column<Row> = {
    key: 'actions',
    header: t('common.actions'),
    align: 'right',
    render: (row) => (
      <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
        <IconButton aria-label={`${t('common.edit')} ${props.nameOf(row)}`} onClick={() => setEditing(row)}>
          <EditIcon />
        </IconButton>
        <IconButton
          aria-label={`${t('common.delete')} ${props.nameOf(row)}`}
          onClick={() => deletion.open(row._id, props.nameOf(row))}
        >
          <DeleteIcon />
        </IconButton>
      </Stack>
    ),
  };

  return (
    <Page title={props.title}>
      {props.intro}
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 640 }}>
        {form(inDialog ? null : editing)}
      </Paper>
      <DataTable
        label={props.title}
        rows={rows}
        rowKey={(row) => row._id}
        emptyMessage={t('common.noData')}
        columns={[...props.columns, actions]}
      />
      {inDialog ? (
        <FormDialog title={props.editTitle ?? ''} open={editing !== null} onClose={() => setEditing(null)}>
          {editing ? form(editing) : null}
        </FormDialog>
      ) : null}
      {deletion.dialog}
    </Page>
  );
}
