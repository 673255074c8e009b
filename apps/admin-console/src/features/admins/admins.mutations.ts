import type { AddAdminInput, ChangeUserPwdInput, UpdateUserInput } from '@station/domain';
import { api } from '~/lib/api';
import { type MutationConfig, useInvalidatingMutation } from '~/lib/mutations';
import { adminsKeys } from './admins.queries';

type Message = Awaited<ReturnType<typeof api.admins.add>>;

export const useAddAdmin = (config?: MutationConfig<Message, AddAdminInput>) =>
  useInvalidatingMutation([adminsKeys.all], api.admins.add, config);

export const useUpdateAdmin = (config?: MutationConfig<Message, { id: string; input: UpdateUserInput }>) =>
  useInvalidatingMutation([adminsKeys.all], ({ id, input }) => api.admins.updateUser(id, input), config);

/** A password change alters no listed field, so nothing is refetched. */
export const useChangeAdminPassword = (
  config?: MutationConfig<Message, { id: string; input: ChangeUserPwdInput }>,
) => useInvalidatingMutation([], ({ id, input }) => api.admins.changeUserPwd(id, input), config);

export const useDeleteAdmin = (config?: MutationConfig<Message, string>) =>
  useInvalidatingMutation([adminsKeys.all], (id: string) => api.remove('admins', id), config);
