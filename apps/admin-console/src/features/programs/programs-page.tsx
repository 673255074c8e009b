import { type Program, type ProgramInput, programInputSchema, TRUNCATE, truncate } from '@station/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '~/components/crud-page/crud-page';
import { programsQuery } from '~/lib/program-queries';
import { useCreateProgram, useDeleteProgram, useUpdateProgram } from './programs.mutations';

export function ProgramsPage() {
  const { t } = useTranslation('programs');
  const { data: programs } = useSuspenseQuery(programsQuery());
  const create = useCreateProgram();
  const update = useUpdateProgram();
  const remove = useDeleteProgram();
  return (
    <CrudPage<Program, ProgramInput>
      title={t('programs.title')}
      rows={programs}
      schema={programInputSchema}
      fields={[
        { name: 'name', label: t('programs.name'), required: true },
        { name: 'url', label: t('programs.url'), type: 'url', required: true },
        { name: 'detail', label: t('programs.detail'), type: 'textarea' },
        { name: 'time', label: t('programs.time') },
      ]}
      toValues={(row) => ({ name: row.name, url: row.url, detail: row.detail, time: row.time })}
      columns={[
        {
          key: 'name',
          header: t('programs.name'),
          render: (row) => truncate(row.name, TRUNCATE.adminTableLong),
        },
        { key: 'time', header: t('programs.time'), render: (row) => row.time },
        {
          key: 'detail',
          header: t('programs.detail'),
          render: (row) => truncate(row.detail, TRUNCATE.adminTableLong),
        },
      ]}
      nameOf={(row) => row.name}
      create={create.mutateAsync}
      update={update.mutateAsync}
      remove={remove.mutateAsync}
    />
  );
}
