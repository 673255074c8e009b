import type { BannerInput } from '@station/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { useInvalidatingMutation } from '~/lib/mutations';

const bannerKeys = { current: ['banner'] as const };

export const bannerQuery = () =>
  queryOptions({ queryKey: bannerKeys.current, queryFn: () => api.banner.get() });

export const useSetBanner = () =>
  useInvalidatingMutation([bannerKeys.current], (input: BannerInput) => api.banner.set(input));
export const useClearBanner = () => useInvalidatingMutation([bannerKeys.current], () => api.banner.clear());
