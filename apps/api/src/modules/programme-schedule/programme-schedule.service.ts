import type { ScheduleSlot, ScheduleSlotInput } from '@station/domain';
import type { Db } from '../../db/client';
import { existing, invalidField } from '../../lib/errors';
import {
  createProgrammeScheduleRepository,
  type SlotValues,
  toScheduleSlot,
} from './programme-schedule.repository';

const WHAT = 'The schedule slot';
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function createProgrammeScheduleService(db: Db) {
  const repo = createProgrammeScheduleRepository(db);

  /** The slot's values, once its program exists and no other slot of that day overlaps it. */
  async function checked(input: ScheduleSlotInput, exceptId?: string): Promise<SlotValues> {
    const values = {
      day: input.day,
      startMinute: minuteOf(input.start),
      endMinute: minuteOf(input.end),
      programId: input.programId,
    };
    if ((await repo.programName(values.programId)) === undefined)
      throw invalidField('programId', 'That program no longer exists. Choose another one.');
    const clash = await repo.clash(values, exceptId);
    if (clash) {
      const other = toScheduleSlot(clash);
      throw invalidField(
        'start',
        `This time overlaps ${other.program.name} on ${DAY_NAMES[other.day]} (${other.start}–${other.end}).`,
      );
    }
    return values;
  }

  return {
    list: async (): Promise<ScheduleSlot[]> => (await repo.list()).map(toScheduleSlot),
    create: async (input: ScheduleSlotInput): Promise<ScheduleSlot> =>
      toScheduleSlot(existing(await repo.insert(await checked(input)), WHAT)),
    update: async (id: string, input: ScheduleSlotInput): Promise<ScheduleSlot> => {
      existing(await repo.byId(id), WHAT);
      return toScheduleSlot(existing(await repo.update(id, await checked(input, id)), WHAT));
    },
    remove: async (id: string): Promise<ScheduleSlot> =>
      toScheduleSlot(existing(await repo.remove(id), WHAT)),
  };
}
