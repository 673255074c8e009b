import { messageWithDataSchema, type SatelliteInfoInput, satelliteInfoSchema } from '@station/domain';
import { type Http, segment } from '../http';

/** Where to tune in by satellite. */
export const satelliteApi = (http: Http) => ({
  create: (input: SatelliteInfoInput) =>
    http.post('satellite-info/add', messageWithDataSchema(satelliteInfoSchema), { json: input }),
  update: (id: string, input: SatelliteInfoInput) =>
    http.patch(`satellite-info/${segment(id)}`, messageWithDataSchema(satelliteInfoSchema), { json: input }),
});
