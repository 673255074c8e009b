import { messageWithDataSchema, type ProgramInput, programSchema } from '@station/domain';
import { type Http, segment } from '../http';

/** The station's programs. */
export const programsApi = (http: Http) => ({
  create: (input: ProgramInput) =>
    http.post('program/add', messageWithDataSchema(programSchema), { json: input }),
  update: (id: string, input: ProgramInput) =>
    http.patch(`program/${segment(id)}`, messageWithDataSchema(programSchema), { json: input }),
});
