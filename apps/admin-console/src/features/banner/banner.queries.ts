import type { BannerInput } from '@station/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '~/lib/api';
import { useInvalidatingMutation } from '~/lib/mutations';

const bannerKeys = {
  all: ['banner'] as const,
  current: () => [...bannerKeys.all, 'current'] as const,
};

export const bannerQuery = () =>
  queryOptions({ queryKey: bannerKeys.current(), queryFn: () => api.banner.get() });

export const useSetBanner = () =>
  useInvalidatingMutation([bannerKeys.all], (input: BannerInput) => api.banner.set(input));
export const useClearBanner = () => useInvalidatingMutation([bannerKeys.all], () => api.banner.clear());
