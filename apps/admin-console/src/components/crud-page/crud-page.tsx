import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Column, DataTable } from '@station/ui/data-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFeedback } from '../feedback/feedback';
import { EntityForm, type FieldSpec, type FormValues } from '../forms/entity-form';
import { FormDialog } from '../forms/form-dialog';
import { Page } from '../page';
import { useDeleteDialog } from '../use-delete-dialog';

interface Told {
  message: string;
}

export interface CrudPageProps<Row extends { _id: string }, Input> {
  title: string;
  /** A sentence above the form, for what the fields alone do not say. */
  hint?: string;
  rows: Row[];
  columns: Column<Row>[];
  fields: FieldSpec[];
  schema: z.ZodType<Input>;
  /** Turns the typed strings into what the schema expects (numbers, trimmed ids). */
  transform?: (values: FormValues) => Record<string, unknown>;
  toValues: (row: Row) => FormValues;
  nameOf: (row: Row) => string;
  /** Each resolves with the server's sentence for the admin (the spec's success text). */
  create: (input: Input) => Promise<Told>;
  update: (vars: { id: string; input: Input }) => Promise<Told>;
  remove: (id: string) => Promise<Told>;
  /** When set, an entry is edited in a modal with this title; otherwise the page's form switches to it. */
  editTitle?: string;
}

/** A form and a table of one kind of entry, with edit and delete (programs, satellites, Telegram admins). */
export function CrudPage<Row extends { _id: string }, Input>(props: CrudPageProps<Row, Input>) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [editing, setEditing] = useState<Row | null>(null);
  const tell = (result: Told) => feedback.success(result.message);
  const deletion = useDeleteDialog((id) => props.remove(id).then(tell));
  const inDialog = Boolean(props.editTitle);

  const form = (row: Row | null) => (
    <EntityForm
      key={row?._id ?? 'new'}
      ariaLabel={props.title}
      fields={props.fields}
      initialValues={row ? props.toValues(row) : {}}
      schema={props.schema}
      transform={props.transform}
      submitLabel={row ? t('common.update') : t('common.save')}
      busyLabel={row ? t('common.updating') : t('common.saving')}
      onSubmit={async (input) => {
        if (!row) return tell(await props.create(input));
        tell(await props.update({ id: row._id, input }));
        setEditing(null);
      }}
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
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 640 }}>
        {props.hint ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {props.hint}
          </Typography>
        ) : null}
        {form(inDialog ? null : editing)}
      </Paper>
      <DataTable
        label={props.title}
        rows={props.rows}
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
