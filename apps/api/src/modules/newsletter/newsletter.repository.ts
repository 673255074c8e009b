import { randomBytes } from 'node:crypto';
import {
  domainSpellings,
  isLanguage,
  LANGUAGES,
  type Language,
  mailboxOf,
  type Newsletter,
} from '@station/domain';
import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { newsletterDeliveries, newsletters, subscribers } from '../../db/schema/index';

export const newToken = () => randomBytes(32).toString('base64url');

type SubscriberRow = typeof subscribers.$inferSelect;

export interface Delivery {
  subscriberId: string;
  email: string;
  token: string;
  /** The reader's language, which the links in their email open the site in. */
  language: string;
}

export function createNewsletterRepository(db: Db) {
  return {
    /**
     * The readers whose address delivers to the same mailbox as `email` (any case, `+tag`, or Gmail's
     * dots). Read in the subscribe job, so the form's answer never waits for it.
     */
    async findByMailbox(email: string): Promise<SubscriberRow[]> {
      const { mailbox, domain } = mailboxOf(email);
      const local = sql`split_part(split_part(${subscribers.email}, '@', 1), '+', 1)`;
      const mailboxLocal = domain === 'gmail.com' ? sql`replace(${local}, '.', '')` : local;
      return db
        .select()
        .from(subscribers)
        .where(
          and(
            inArray(sql`split_part(${subscribers.email}, '@', 2)`, domainSpellings(domain)),
            eq(mailboxLocal, mailbox.slice(0, mailbox.lastIndexOf('@'))),
          ),
        );
    },

    /** A reader of this mailbox asking again, perhaps in another spelling: one row, a new link. */
    async renew(id: string, email: string, language: string): Promise<SubscriberRow> {
      const [row] = await db
        .update(subscribers)
        .set({
          email,
          language,
          token: newToken(),
          confirmedAt: null,
          unsubscribedAt: null,
          createdAt: new Date(),
        })
        .where(eq(subscribers.id, id))
        .returning();
      if (!row) throw new Error('the subscriber to renew is gone');
      return row;
    },

    /** A new reader, or one asking again after leaving: unconfirmed until their new link is opened. */
    async subscribe(email: string, language: string): Promise<SubscriberRow> {
      const [row] = await db
        .insert(subscribers)
        .values({ email, language, token: newToken() })
        .onConflictDoUpdate({
          target: subscribers.email,
          set: {
            language,
            token: newToken(),
            confirmedAt: null,
            unsubscribedAt: null,
            createdAt: new Date(),
          },
        })
        .returning();
      if (!row) throw new Error('the subscribe upsert returned nothing');
      return row;
    },

    async confirm(token: string): Promise<SubscriberRow | undefined> {
      const [row] = await db
        .update(subscribers)
        .set({ confirmedAt: sql`coalesce(${subscribers.confirmedAt}, now())` })
        .where(and(eq(subscribers.token, token), isNull(subscribers.unsubscribedAt)))
        .returning();
      return row;
    },

    async unsubscribe(token: string): Promise<SubscriberRow | undefined> {
      const [row] = await db
        .update(subscribers)
        .set({ unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, now())` })
        .where(eq(subscribers.token, token))
        .returning();
      return row;
    },

    async confirmedCount(): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(subscribers)
        .where(and(isNotNull(subscribers.confirmedAt), isNull(subscribers.unsubscribedAt)));
      return row?.total ?? 0;
    },

    /**
     * Confirmed readers by the language their links open the site in, every language listed; a language
     * the site does not have counts as English, as the links of its readers do.
     */
    async readersByLanguage(): Promise<Map<Language, number>> {
      const rows = await db
        .select({ language: subscribers.language, readers: count() })
        .from(subscribers)
        .where(and(isNotNull(subscribers.confirmedAt), isNull(subscribers.unsubscribedAt)))
        .groupBy(subscribers.language);
      const readers = new Map<Language, number>(LANGUAGES.map((language) => [language, 0]));
      for (const row of rows) {
        const language = isLanguage(row.language) ? row.language : 'en';
        readers.set(language, (readers.get(language) ?? 0) + row.readers);
      }
      return readers;
    },

    /**
     * A sending, with one queued delivery per confirmed reader at this moment (later readers wait for the
     * next). `accept` sees how many readers that is before anything is kept; what it throws undoes it all.
     */
    async createSending(
      input: { subject: string; message: string; authorId: string; authorName: string },
      accept: (recipients: number) => void = () => undefined,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(newsletters).values(input).returning({ id: newsletters.id });
        if (!row) throw new Error('the newsletter insert returned nothing');
        await tx.execute(sql`
          INSERT INTO newsletter_deliveries (newsletter_id, subscriber_id, email, token)
          SELECT ${row.id}, id, email, token FROM subscribers
          WHERE confirmed_at IS NOT NULL AND unsubscribed_at IS NULL`);
        const [queued] = await tx
          .select({ total: count() })
          .from(newsletterDeliveries)
          .where(eq(newsletterDeliveries.newsletterId, row.id));
        accept(queued?.total ?? 0);
        return row.id;
      });
    },

    async list(limit: number, skip: number): Promise<{ sendings: Newsletter[]; total: number }> {
      const [found, [total]] = await Promise.all([
        db.execute(sql`
          SELECT n.id, n.subject, n.message, n.author_name, n.created_at, n.finished_at,
            count(d.subscriber_id)::int AS recipients,
            (count(*) FILTER (WHERE d.status = 'sent'))::int AS delivered,
            (count(*) FILTER (WHERE d.status = 'failed'))::int AS failed
          FROM newsletters n LEFT JOIN newsletter_deliveries d ON d.newsletter_id = n.id
          GROUP BY n.id ORDER BY n.created_at DESC LIMIT ${limit} OFFSET ${skip}`),
        db.select({ total: count() }).from(newsletters),
      ]);
      const sendings = rowsOf<{
        id: string;
        subject: string;
        message: string;
        author_name: string;
        created_at: Date | string;
        finished_at: Date | string | null;
        recipients: number;
        delivered: number;
        failed: number;
      }>(found).map((row) => ({
        _id: row.id,
        subject: row.subject,
        message: row.message,
        authorName: row.author_name,
        createdAt: new Date(row.created_at).toISOString(),
        finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
        recipients: row.recipients,
        delivered: row.delivered,
        failed: row.failed,
      }));
      return { sendings, total: total?.total ?? 0 };
    },

    findSending: async (id: string) => (await db.select().from(newsletters).where(eq(newsletters.id, id)))[0],

    /** The next reader of this sending, taken so no other instance takes them too. */
    async claimDelivery(newsletterId: string): Promise<Delivery | undefined> {
      const result = await db.execute(sql`
        UPDATE newsletter_deliveries SET status = 'sending', claimed_at = now()
        WHERE (newsletter_id, subscriber_id) = (
          SELECT newsletter_id, subscriber_id FROM newsletter_deliveries
          WHERE newsletter_id = ${newsletterId} AND status = 'queued'
          LIMIT 1 FOR UPDATE SKIP LOCKED
        )
        RETURNING subscriber_id, email, token,
          (SELECT language FROM subscribers WHERE id = subscriber_id) AS language`);
      const [row] = rowsOf<{ subscriber_id: string; email: string; token: string; language: string | null }>(
        result,
      );
      return (
        row && {
          subscriberId: row.subscriber_id,
          email: row.email,
          token: row.token,
          language: row.language ?? 'en',
        }
      );
    },

    async settle(
      newsletterId: string,
      subscriberId: string,
      status: 'sent' | 'failed' | 'queued',
      error?: string,
    ) {
      await db
        .update(newsletterDeliveries)
        .set({ status, error: error ?? null })
        .where(
          and(
            eq(newsletterDeliveries.newsletterId, newsletterId),
            eq(newsletterDeliveries.subscriberId, subscriberId),
          ),
        );
    },

    /**
     * Readers left "sending" by an instance that died mid-message: whether the message left is unknown,
     * and mailing them again could mail them twice, so they count as failed.
     */
    async failAbandoned(newsletterId: string, olderThanMs: number) {
      await db.execute(sql`
        UPDATE newsletter_deliveries SET status = 'failed', error = 'not confirmed: the server stopped while sending'
        WHERE newsletter_id = ${newsletterId} AND status = 'sending'
          AND claimed_at < now() - ${`${olderThanMs} milliseconds`}::interval`);
    },

    async finishIfDone(newsletterId: string): Promise<boolean> {
      const result = await db.execute(sql`
        UPDATE newsletters SET finished_at = now()
        WHERE id = ${newsletterId} AND finished_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM newsletter_deliveries
            WHERE newsletter_id = ${newsletterId} AND status IN ('queued', 'sending'))
        RETURNING id`);
      return rowsOf(result).length > 0;
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
