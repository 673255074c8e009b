import {
  type ScheduleSlot,
  type ScheduleSlotInput,
  scheduleSlotInputSchema,
  WEEK_DAYS,
} from '@station/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '~/components/crud-page/crud-page';
import { programsQuery, scheduleQuery } from '~/lib/program-queries';
import { useCreateSlot, useDeleteSlot, useUpdateSlot } from './schedule.queries';

/** The weekly programme schedule (Addis Ababa time) that the live page shows when nothing is live. */
export function SchedulePage() {
  const { t } = useTranslation('schedule');
  const { data: slots } = useSuspenseQuery(scheduleQuery());
  const { data: programs } = useSuspenseQuery(programsQuery());
  const create = useCreateSlot();
  const update = useUpdateSlot();
  const remove = useDeleteSlot();
  const dayName = (day: number) => t(`schedule.days.${day}`);
  return (
    <CrudPage<ScheduleSlot, ScheduleSlotInput>
      title={t('schedule.title')}
      hint={t('schedule.hint')}
      rows={slots}
      schema={scheduleSlotInputSchema}
      transform={(values) => ({ ...values, day: values.day === '' ? undefined : Number(values.day) })}
      fields={[
        {
          name: 'day',
          label: t('schedule.day'),
          type: 'select',
          placeholder: t('schedule.selectDay'),
          required: true,
          options: WEEK_DAYS.map((day) => ({ value: String(day), label: dayName(day) })),
        },
        { name: 'start', label: t('schedule.start'), type: 'time', required: true },
        { name: 'end', label: t('schedule.end'), type: 'time', required: true },
        {
          name: 'programId',
          label: t('schedule.program'),
          type: 'select',
          placeholder: t('schedule.selectProgram'),
          required: true,
          options: programs.map((program) => ({ value: program._id, label: program.name })),
        },
      ]}
      toValues={(row) => ({
        day: String(row.day),
        start: row.start,
        end: row.end,
        programId: row.program._id,
      })}
      columns={[
        { key: 'day', header: t('schedule.day'), render: (row) => dayName(row.day) },
        { key: 'time', header: t('schedule.start'), render: (row) => `${row.start}–${row.end}` },
        { key: 'program', header: t('schedule.program'), render: (row) => row.program.name },
      ]}
      nameOf={(row) => `${dayName(row.day)} ${row.start} ${row.program.name}`}
      create={create.mutateAsync}
      update={update.mutateAsync}
      remove={remove.mutateAsync}
    />
  );
}
