import type { ScheduleSlot } from '@station/domain';
import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programs, scheduleSlots } from '../../db/schema/index';

export interface SlotValues {
  day: number;
  startMinute: number;
  endMinute: number;
  programId: string;
}

const asTime = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const columns = {
  id: scheduleSlots.id,
  day: scheduleSlots.day,
  startMinute: scheduleSlots.startMinute,
  endMinute: scheduleSlots.endMinute,
  programId: programs.id,
  programName: programs.name,
};
type SlotRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

export function toScheduleSlot(row: SlotRow): ScheduleSlot {
  return {
    _id: row.id,
    day: row.day,
    start: asTime(row.startMinute),
    end: asTime(row.endMinute),
    program: { _id: row.programId, name: row.programName },
  };
}

export function createProgrammeScheduleRepository(db: Db) {
  const withProgram = () =>
    db.select(columns).from(scheduleSlots).innerJoin(programs, eq(programs.id, scheduleSlots.programId));
  const byId = async (id: string) => (await withProgram().where(eq(scheduleSlots.id, id)))[0];
  return {
    /** The week from Sunday morning on. */
    list: () => withProgram().orderBy(asc(scheduleSlots.day), asc(scheduleSlots.startMinute)),
    byId,
    programName: async (id: string) =>
      (await db.select({ name: programs.name }).from(programs).where(eq(programs.id, id)))[0]?.name,
    /** The first slot of the day that shares a minute with `values`, other than `exceptId`. */
    clash: async (values: SlotValues, exceptId?: string) =>
      (
        await withProgram()
          .where(
            and(
              eq(scheduleSlots.day, values.day),
              lt(scheduleSlots.startMinute, values.endMinute),
              gt(scheduleSlots.endMinute, values.startMinute),
              exceptId ? ne(scheduleSlots.id, exceptId) : undefined,
            ),
          )
          .limit(1)
      )[0],
    insert: async (values: SlotValues) => {
      const [row] = await db.insert(scheduleSlots).values(values).returning({ id: scheduleSlots.id });
      return row ? byId(row.id) : undefined;
    },
    update: async (id: string, values: SlotValues) => {
      const [row] = await db
        .update(scheduleSlots)
        .set(values)
        .where(eq(scheduleSlots.id, id))
        .returning({ id: scheduleSlots.id });
      return row ? byId(row.id) : undefined;
    },
    remove: async (id: string) => {
      const slot = await byId(id);
      if (slot) await db.delete(scheduleSlots).where(eq(scheduleSlots.id, id));
      return slot;
    },
  };
}
