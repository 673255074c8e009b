import type { SatelliteInfo, SatelliteInfoInput } from '@station/domain';
import type { Db } from '../../db/client';
import { existing } from '../../lib/errors';
import { createSatelliteRepository, type SatelliteValues, toSatelliteInfo } from './satellite.repository';

const WHAT = 'The satellite entry';

const toValues = (input: SatelliteInfoInput): SatelliteValues => ({
  satellite: input.satellite,
  frequency: input.frequency,
  symbolRate: input.symbol_rate,
  polarity: input.polarity,
});

export function createSatelliteService(db: Db) {
  const repo = createSatelliteRepository(db);
  return {
    list: async (): Promise<SatelliteInfo[]> => (await repo.list()).map(toSatelliteInfo),
    create: async (input: SatelliteInfoInput): Promise<SatelliteInfo> =>
      toSatelliteInfo(existing(await repo.insert(toValues(input)), WHAT)),
    update: async (id: string, input: SatelliteInfoInput): Promise<SatelliteInfo> =>
      toSatelliteInfo(existing(await repo.update(id, toValues(input)), WHAT)),
    remove: async (id: string): Promise<SatelliteInfo> =>
      toSatelliteInfo(existing(await repo.remove(id), WHAT)),
  };
}
