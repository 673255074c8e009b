import type { ProgramInput } from '@station/domain';
import { queryOptions } from '@tanstack/react-query';
import { api, publicApi } from '~/lib/api';
import { type MutationConfig, useInvalidatingMutation } from '~/lib/mutations';

export const programsKeys = {
  all: ['programs'] as const,
  list: () => [...programsKeys.all, 'list'] as const,
};

export const programsQuery = () =>
  queryOptions({ queryKey: programsKeys.list(), queryFn: publicApi.programs.list });

type Saved = Awaited<ReturnType<typeof api.programs.create>>;
type Removed = Awaited<ReturnType<typeof api.remove>>;

export const useCreateProgram = (config?: MutationConfig<Saved, ProgramInput>) =>
  useInvalidatingMutation([programsKeys.all], api.programs.create, config);

export const useUpdateProgram = (config?: MutationConfig<Saved, { id: string; input: ProgramInput }>) =>
  useInvalidatingMutation([programsKeys.all], ({ id, input }) => api.programs.update(id, input), config);

export const useDeleteProgram = (config?: MutationConfig<Removed, string>) =>
  useInvalidatingMutation([programsKeys.all], (id: string) => api.remove('program', id), config);
