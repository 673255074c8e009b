import type { Program, ProgramInput } from '@station/domain';
import type { Db } from '../../db/client';
import { existing } from '../../lib/errors';
import { createProgramsRepository, type ProgramValues, toProgram } from './programs.repository';

const WHAT = 'The program';

const toValues = (input: ProgramInput): ProgramValues => ({
  name: input.name,
  url: input.url.trim(),
  detail: input.detail,
  time: input.time,
});

export function createProgramsService(db: Db) {
  const repo = createProgramsRepository(db);
  return {
    list: async (): Promise<Program[]> => (await repo.list()).map(toProgram),
    get: async (id: string): Promise<Program> => toProgram(existing(await repo.findById(id), WHAT)),
    create: async (input: ProgramInput): Promise<Program> =>
      toProgram(existing(await repo.insert(toValues(input)), WHAT)),
    update: async (id: string, input: ProgramInput): Promise<Program> =>
      toProgram(existing(await repo.update(id, toValues(input)), WHAT)),
    remove: async (id: string): Promise<Program> => toProgram(existing(await repo.remove(id), WHAT)),
  };
}
