import type { SatelliteInfoInput } from '@station/domain';
import { api } from '~/lib/api';
import { type MutationConfig, useInvalidatingMutation } from '~/lib/mutations';
import { satelliteKeys } from './satellite.queries';

type Saved = Awaited<ReturnType<typeof api.satellite.create>>;
type Removed = Awaited<ReturnType<typeof api.remove>>;

export const useCreateSatellite = (config?: MutationConfig<Saved, SatelliteInfoInput>) =>
  useInvalidatingMutation([satelliteKeys.all], api.satellite.create, config);

export const useUpdateSatellite = (
  config?: MutationConfig<Saved, { id: string; input: SatelliteInfoInput }>,
) => useInvalidatingMutation([satelliteKeys.all], ({ id, input }) => api.satellite.update(id, input), config);

export const useDeleteSatellite = (config?: MutationConfig<Removed, string>) =>
  useInvalidatingMutation([satelliteKeys.all], (id: string) => api.remove('satellite-info', id), config);
