import type { ScheduleSlotInput } from '@station/domain';
import { api } from '~/lib/api';
import { type MutationConfig, useInvalidatingMutation } from '~/lib/mutations';
import { programmeScheduleKeys } from '~/lib/program-queries';

type Saved = Awaited<ReturnType<typeof api.programmeSchedule.create>>;
type Removed = Awaited<ReturnType<typeof api.remove>>;

export const useCreateSlot = (config?: MutationConfig<Saved, ScheduleSlotInput>) =>
  useInvalidatingMutation([programmeScheduleKeys.all], api.programmeSchedule.create, config);

export const useUpdateSlot = (config?: MutationConfig<Saved, { id: string; input: ScheduleSlotInput }>) =>
  useInvalidatingMutation(
    [programmeScheduleKeys.all],
    ({ id, input }) => api.programmeSchedule.update(id, input),
    config,
  );

export const useDeleteSlot = (config?: MutationConfig<Removed, string>) =>
  useInvalidatingMutation([programmeScheduleKeys.all], (id: string) => api.remove('schedule', id), config);
