import type { ScheduleSlotInput } from '@station/domain';
import { api } from '~/lib/api';
import { type MutationConfig, useInvalidatingMutation } from '~/lib/mutations';
import { scheduleKeys } from '~/lib/program-queries';

type Saved = Awaited<ReturnType<typeof api.schedule.create>>;
type Removed = Awaited<ReturnType<typeof api.remove>>;

export const useCreateSlot = (config?: MutationConfig<Saved, ScheduleSlotInput>) =>
  useInvalidatingMutation([scheduleKeys.all], api.schedule.create, config);

export const useUpdateSlot = (config?: MutationConfig<Saved, { id: string; input: ScheduleSlotInput }>) =>
  useInvalidatingMutation([scheduleKeys.all], ({ id, input }) => api.schedule.update(id, input), config);

export const useDeleteSlot = (config?: MutationConfig<Removed, string>) =>
  useInvalidatingMutation([scheduleKeys.all], (id: string) => api.remove('schedule', id), config);
