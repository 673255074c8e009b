import type { ChangeMyPwdInput, UpdateMeInput } from '@station/domain';
import { api } from '~/lib/api';
import { type MutationConfig, useInvalidatingMutation } from '~/lib/mutations';
import { profileKeys } from './profile.queries';

type Updated = Awaited<ReturnType<typeof api.admins.updateMe>>;
type Changed = Awaited<ReturnType<typeof api.admins.changeMyPwd>>;

export const useUpdateMe = (config?: MutationConfig<Updated, UpdateMeInput>) =>
  useInvalidatingMutation([profileKeys.all], api.admins.updateMe, config);

/** The profile itself does not change, so nothing is refetched; the caller keeps the fresh token. */
export const useChangeMyPwd = (config?: MutationConfig<Changed, ChangeMyPwdInput>) =>
  useInvalidatingMutation([], api.admins.changeMyPwd, config);
