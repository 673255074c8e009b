import {
  type ScheduleSlot,
  type ScheduleSlotInput,
  scheduleSlotInputSchema,
  WEEK_DAYS,
} from '@station/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '~/components/crud-page/crud-page';
import { programmeScheduleQuery, programsQuery } from '~/lib/program-queries';
import { useCreateSlot, useDeleteSlot, useUpdateSlot } from './programme-schedule.mutations';

const isWeekDay = (day: number): day is (typeof WEEK_DAYS)[number] =>
  (WEEK_DAYS as readonly number[]).includes(day);

/** The weekly programme schedule (Addis Ababa time) that the live page shows when nothing is live. */
export function ProgrammeSchedulePage() {
  const { t } = useTranslation('programme-schedule');
  const { data: slots } = useSuspenseQuery(programmeScheduleQuery());
  const { data: programs } = useSuspenseQuery(programsQuery());
  const create = useCreateSlot();
  const update = useUpdateSlot();
  const remove = useDeleteSlot();
  const dayName = (day: number) => (isWeekDay(day) ? t(`programmeSchedule.days.${day}`) : String(day));
  return (
    <CrudPage<ScheduleSlot, ScheduleSlotInput>
      title={t('programmeSchedule.title')}
      hint={t('programmeSchedule.hint')}
      rows={slots}
      schema={scheduleSlotInputSchema}
      transform={(values) => ({ ...values, day: values.day === '' ? undefined : Number(values.day) })}
      fields={[
        {
          name: 'day',
          label: t('programmeSchedule.day'),
          type: 'select',
          placeholder: t('programmeSchedule.selectDay'),
          required: true,
          options: WEEK_DAYS.map((day) => ({ value: String(day), label: dayName(day) })),
        },
        { name: 'start', label: t('programmeSchedule.start'), type: 'time', required: true },
        { name: 'end', label: t('programmeSchedule.end'), type: 'time', required: true },
        {
          name: 'programId',
          label: t('programmeSchedule.program'),
          type: 'select',
          placeholder: t('programmeSchedule.selectProgram'),
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
        { key: 'day', header: t('programmeSchedule.day'), render: (row) => dayName(row.day) },
        { key: 'time', header: t('programmeSchedule.start'), render: (row) => `${row.start}–${row.end}` },
        { key: 'program', header: t('programmeSchedule.program'), render: (row) => row.program.name },
      ]}
      nameOf={(row) => `${dayName(row.day)} ${row.start} ${row.program.name}`}
      create={create.mutateAsync}
      update={update.mutateAsync}
      remove={remove.mutateAsync}
    />
  );
}
