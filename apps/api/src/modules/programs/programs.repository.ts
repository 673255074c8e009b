import type { Program } from '@station/domain';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { programs } from '../../db/schema/index';

export type ProgramRow = typeof programs.$inferSelect;
export type ProgramValues = Pick<typeof programs.$inferInsert, 'name' | 'url' | 'detail' | 'time'>;

export function toProgram(row: ProgramRow): Program {
  return {
    _id: row.id,
    name: row.name,
    url: row.url,
    detail: row.detail,
    time: row.time,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createProgramsRepository(db: Db) {
  return {
    list: () => db.select().from(programs).orderBy(asc(programs.createdAt)),
    findById: async (id: string) => (await db.select().from(programs).where(eq(programs.id, id)))[0],
    insert: async (values: ProgramValues) => (await db.insert(programs).values(values).returning())[0],
    update: async (id: string, values: ProgramValues) =>
      (await db.update(programs).set(values).where(eq(programs.id, id)).returning())[0],
    remove: async (id: string) => (await db.delete(programs).where(eq(programs.id, id)).returning())[0],
  };
}
