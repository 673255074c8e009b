import type { AuditEvent, AuditKind, AuditQuery } from '@station/domain';
import { and, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditEvents } from '../../db/schema/index';

export interface AuditEntry {
  kind: AuditKind;
  action: string;
  targetId?: string | null | undefined;
  targetLabel?: string | null | undefined;
  changes?: Record<string, unknown> | undefined;
}

type AuditRow = typeof auditEvents.$inferSelect;

const toEvent = (row: AuditRow): AuditEvent => ({
  _id: String(row.id),
  at: row.at.toISOString(),
  adminId: row.adminId,
  adminName: row.adminName,
  address: row.address,
  kind: row.kind,
  action: row.action,
  targetId: row.targetId,
  targetLabel: row.targetLabel,
  changes: row.changes,
});

export function createAuditRepository(db: Db) {
  return {
    add: async (who: { adminId: string | null; adminName: string; address: string }, entry: AuditEntry) => {
      await db.insert(auditEvents).values({
        ...who,
        kind: entry.kind,
        action: entry.action,
        targetId: entry.targetId ?? null,
        targetLabel: entry.targetLabel ?? null,
        changes: entry.changes ?? {},
      });
    },

    async list(query: AuditQuery) {
      const where = and(
        query.admin ? eq(auditEvents.adminName, query.admin) : undefined,
        query.kind ? eq(auditEvents.kind, query.kind) : undefined,
        query.from ? gte(auditEvents.at, new Date(query.from)) : undefined,
        query.to ? lte(auditEvents.at, new Date(query.to)) : undefined,
      );
      const [rows, counted] = await Promise.all([
        db
          .select()
          .from(auditEvents)
          .where(where)
          .orderBy(desc(auditEvents.at), desc(auditEvents.id))
          .limit(query.limit)
          .offset(query.skip),
        db.select({ n: sql<number>`count(*)::int` }).from(auditEvents).where(where),
      ]);
      return { events: rows.map(toEvent), total: counted[0]?.n ?? 0 };
    },

    purgeBefore: async (before: Date) =>
      (await db.delete(auditEvents).where(lt(auditEvents.at, before)).returning({ id: auditEvents.id }))
        .length,
  };
}
