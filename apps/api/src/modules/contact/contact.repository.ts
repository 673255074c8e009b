import type { ContactCounts, ContactMessage, ContactStatus } from '@station/domain';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages, contactReplies } from '../../db/schema/index';

type MessageRow = typeof contactMessages.$inferSelect;
type ReplyRow = typeof contactReplies.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toMessage(row: MessageRow, replies: ReplyRow[]): ContactMessage {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    message: row.message,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    readAt: iso(row.readAt),
    handledAt: iso(row.handledAt),
    handledBy: row.handledBy,
    replies: replies.map((reply) => ({
      _id: reply.id,
      adminName: reply.adminName,
      body: reply.body,
      sentAt: reply.sentAt.toISOString(),
    })),
  };
}

const STATUS_FILTERS: Record<ContactStatus, SQL | undefined> = {
  open: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
  all: undefined,
};

export type NewContactMessage = Pick<MessageRow, 'firstName' | 'lastName' | 'email' | 'message' | 'language'>;

export function createContactRepository(db: Db) {
  async function withReplies(rows: MessageRow[]): Promise<ContactMessage[]> {
    if (rows.length === 0) return [];
    const replies = await db
      .select()
      .from(contactReplies)
      .where(
        inArray(
          contactReplies.messageId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(contactReplies.sentAt));
    return rows.map((row) =>
      toMessage(
        row,
        replies.filter((reply) => reply.messageId === row.id),
      ),
    );
  }

  return {
    async add(message: NewContactMessage): Promise<string> {
      const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      if (!row) throw new Error('storing the contact message returned nothing');
      return row.id;
    },

    /** How many messages this address sent since `since`: the per-address limit reads it. */
    async sentSince(email: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(contactMessages)
        .where(and(eq(contactMessages.email, email), gt(contactMessages.createdAt, since)));
      return row?.total ?? 0;
    },

    async list(status: ContactStatus, limit: number, skip: number) {
      const where = STATUS_FILTERS[status];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt))
          .limit(limit)
          .offset(skip),
        db.select({ total: count() }).from(contactMessages).where(where),
      ]);
      return { messages: await withReplies(rows), total: total?.total ?? 0 };
    },

    async counts(): Promise<ContactCounts> {
      const [row] = await db
        .select({
          unread: sql<number>`count(*) FILTER (WHERE ${contactMessages.readAt} IS NULL)`.mapWith(Number),
          open: sql<number>`count(*) FILTER (WHERE ${contactMessages.handledAt} IS NULL)`.mapWith(Number),
        })
        .from(contactMessages);
      return { unread: row?.unread ?? 0, open: row?.open ?? 0 };
    },

    /** The message, marked read the first time someone opens it. */
    async open(id: string): Promise<ContactMessage | undefined> {
      await db
        .update(contactMessages)
        .set({ readAt: new Date() })
        .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)));
      return this.find(id);
    },

    async find(id: string): Promise<ContactMessage | undefined> {
      const rows = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      return (await withReplies(rows))[0];
    },

    async setHandled(id: string, handledBy: string | null): Promise<boolean> {
      const now = new Date();
      const updated = await db
        .update(contactMessages)
        .set(
          handledBy
            ? { handledAt: now, handledBy, readAt: sql`coalesce(${contactMessages.readAt}, now())` }
            : { handledAt: null, handledBy: null },
        )
        .where(eq(contactMessages.id, id))
        .returning({ id: contactMessages.id });
      return updated.length > 0;
    },

    async addReply(messageId: string, adminName: string, body: string) {
      await db.insert(contactReplies).values({ messageId, adminName, body });
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
