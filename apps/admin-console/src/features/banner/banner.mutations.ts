import type { BannerInput } from '@station/domain';
import { api } from '~/lib/api';
import { useInvalidatingMutation } from '~/lib/mutations';
import { bannerKeys } from './banner.queries';

export const useSetBanner = () =>
  useInvalidatingMutation([bannerKeys.all], (input: BannerInput) => api.banner.set(input));
export const useClearBanner = () => useInvalidatingMutation([bannerKeys.all], () => api.banner.clear());
