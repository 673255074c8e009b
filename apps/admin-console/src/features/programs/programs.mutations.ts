import type { ProgramInput } from '@station/domain';
import { api } from '~/lib/api';
import { type MutationConfig, useInvalidatingMutation } from '~/lib/mutations';
import { programmeScheduleKeys, programsKeys } from '~/lib/program-queries';

type Saved = Awaited<ReturnType<typeof api.programs.create>>;
type Removed = Awaited<ReturnType<typeof api.remove>>;

export const useCreateProgram = (config?: MutationConfig<Saved, ProgramInput>) =>
  useInvalidatingMutation([programsKeys.all], api.programs.create, config);

export const useUpdateProgram = (config?: MutationConfig<Saved, { id: string; input: ProgramInput }>) =>
  useInvalidatingMutation([programsKeys.all], ({ id, input }) => api.programs.update(id, input), config);

export const useDeleteProgram = (config?: MutationConfig<Removed, string>) =>
  useInvalidatingMutation(
    // A deleted program's slots leave the schedule with it.
    [programsKeys.all, programmeScheduleKeys.all],
    (id: string) => api.remove('program', id),
    config,
  );
