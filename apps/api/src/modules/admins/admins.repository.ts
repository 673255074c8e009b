import type { Admin, Role } from '@station/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins } from '../../db/schema/index';

export type AdminRow = typeof admins.$inferSelect;

/** The only shape an admin leaves the server in: no hash, no token version. */
export function toAdmin(
  row: Pick<AdminRow, 'id' | 'name' | 'email' | 'role' | 'createdAt' | 'canPublish' | 'language'>,
): Admin {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    canPublish: row.role === 'super' || row.canPublish,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createAdminsRepository(db: Db) {
  return {
    list: () => db.select().from(admins).orderBy(asc(admins.createdAt)),
    findById: async (id: string) => (await db.select().from(admins).where(eq(admins.id, id)))[0],
    findByEmail: async (email: string) => (await db.select().from(admins).where(eq(admins.email, email)))[0],
    count: async () => (await db.select({ n: sql<number>`count(*)::int` }).from(admins))[0]?.n ?? 0,
    insert: async (values: {
      name: string;
      email: string;
      role: Role;
      passwordHash: string;
      canPublish?: boolean;
    }) =>
      (await db.insert(admins).values(values).onConflictDoNothing({ target: admins.email }).returning())[0],
    update: async (
      id: string,
      values: Partial<Pick<AdminRow, 'name' | 'email' | 'role' | 'canPublish' | 'language'>>,
    ) =>
      (
        await db
          .update(admins)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(admins.id, id))
          .returning()
      )[0],
    setPassword: async (id: string, passwordHash: string) =>
      (
        await db
          .update(admins)
          .set({ passwordHash, tokenVersion: sql`${admins.tokenVersion} + 1`, updatedAt: new Date() })
          .where(eq(admins.id, id))
          .returning()
      )[0],
    /** Every token issued so far carries the old version and is refused from the next request. */
    endSessions: (id: string) =>
      db
        .update(admins)
        .set({ tokenVersion: sql`${admins.tokenVersion} + 1` })
        .where(eq(admins.id, id)),
    remove: (id: string) => db.delete(admins).where(eq(admins.id, id)),
    /**
     * Changes that could leave the station without a super administrator run here: every super row is
     * locked first, so two such changes at once are serialised and the second sees the first's result.
     */
    withSuperLock: <T>(work: (tx: Db, superIds: string[]) => Promise<T>) =>
      db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: admins.id })
          .from(admins)
          .where(eq(admins.role, 'super'))
          .for('update');
        return work(
          tx as unknown as Db,
          rows.map((row) => row.id),
        );
      }),
  };
}

export type AdminsRepository = ReturnType<typeof createAdminsRepository>;
