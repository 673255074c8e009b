import {
  AD_NAMES,
  AUDIT_KINDS,
  CATEGORIES,
  LANGUAGES,
  POLARITIES,
  ROLES,
  STORED_POST_STATUSES,
  VIEW_STATUSES,
} from '@station/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * What the SQL migrations build, described for Drizzle's queries. The migrations stay the way the
 * schema changes (docs/versions.md); db/schema-drift.test.ts fails whenever the two differ in
 * a table, a column's type or nullability, an index, or the values a check constraint allows.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);

export const admins = pgTable('admins', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull().unique('admins_email_key'),
  role: text('role', { enum: ROLES }).notNull(),
  passwordHash: text('password_hash').notNull(),
  tokenVersion: integer('token_version').notNull().default(0),
  /** Supers always may publish; a regular admin only with this right, otherwise submits for review. */
  canPublish: boolean('can_publish').notNull().default(false),
  /** The console's language the admin chose; null until they choose, when it follows the browser. */
  language: text('language', { enum: LANGUAGES }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export interface StoredImage {
  /** The upload's key in storage; its address is made when answering, under UPLOADS_PUBLIC_URL. */
  key?: string;
  /** Only an image that never was an upload here keeps an address (and an id) of its own. */
  secure_url?: string;
  id?: string;
  title?: string;
  width?: number;
  height?: number;
  /** Narrower copies of an upload (WebP), by width, for `srcset`; the key above is the widest. */
  variants?: { width: number; key: string }[];
  caption?: string;
  alt?: string;
  /** The point every crop keeps in view (0 to 1 from the top left); absent means the middle. */
  focus?: { x: number; y: number };
  /** The share picture cut from this photo while it was the cover, and the focus it was cut around. */
  share?: { key: string; x: number; y: number };
}

export const posts = pgTable(
  'posts',
  {
    id: id(),
    title: text('title').notNull(),
    detail: text('detail').notNull(),
    category: text('category', { enum: CATEGORIES }).notNull(),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    visit: bigint('visit', { mode: 'number' }).notNull().default(0),
    source: text('source', { enum: ['console', 'telegram', 'seed'] })
      .notNull()
      .default('console'),
    status: text('status', { enum: STORED_POST_STATUSES }).notNull().default('draft'),
    /** Public from this moment when published; a future moment is a schedule. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** When the publish moment's effects ran; claimed by one UPDATE, so once across instances. */
    wentLiveAt: timestamp('went_live_at', { withTimezone: true }),
    trashedAt: timestamp('trashed_at', { withTimezone: true }),
    slug: text('slug').notNull().default(''),
    /** Sanitised rich text; null for a plain-text post. */
    body: text('body'),
    authorId: uuid('author_id').references(() => admins.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default(''),
    authorKind: text('author_kind', { enum: ['admin', 'telegram'] })
      .notNull()
      .default('admin'),
    /** Set when the text changes while published (the article's "Updated"). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** The title and text as search compares them (`foldForSearch`), and the folding's version. */
    titleFolded: text('title_folded').notNull().default(''),
    detailFolded: text('detail_folded').notNull().default(''),
    foldedWith: smallint('folded_with').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('posts_public_idx')
      .on(table.publishAt.desc(), table.id.desc())
      .where(sql`status = 'published' AND trashed_at IS NULL`),
    index('posts_public_category_idx')
      .on(table.category, table.publishAt.desc(), table.id.desc())
      .where(sql`status = 'published' AND trashed_at IS NULL`),
    index('posts_status_idx').on(table.status, table.trashedAt),
    index('posts_went_live_idx').on(table.wentLiveAt).where(sql`went_live_at IS NOT NULL`),
    index('posts_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('posts_category_created_at_idx').on(table.category, table.createdAt.desc(), table.id.desc()),
    index('posts_title_folded_trgm_idx').using('gin', table.titleFolded.op('gin_trgm_ops')),
    index('posts_detail_folded_trgm_idx').using('gin', table.detailFolded.op('gin_trgm_ops')),
  ],
);

export const postDailyViews = pgTable(
  'post_daily_views',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.day] }),
    index('post_daily_views_day_idx').on(table.day),
  ],
);

export const siteDaily = pgTable('site_daily', {
  day: date('day').primaryKey(),
  pageViews: bigint('page_views', { mode: 'number' }).notNull().default(0),
  visits: bigint('visits', { mode: 'number' }).notNull().default(0),
});

export const visits = pgTable(
  'visits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
    ip: text('ip').notNull(),
    path: text('path').notNull(),
    device: text('device').notNull(),
    browser: text('browser').notNull(),
    kind: text('kind', { enum: VIEW_STATUSES }).notNull(),
  },
  (table) => [index('visits_created_at_idx').on(table.createdAt.desc())],
);

export const programs = pgTable('programs', {
  id: id(),
  name: text('name').notNull(),
  url: text('url').notNull().default(''),
  detail: text('detail').notNull().default(''),
  time: text('time').notNull().default(''),
  createdAt: createdAt(),
});

export const scheduleSlots = pgTable(
  'schedule_slots',
  {
    id: id(),
    day: smallint('day').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    programId: uuid('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('schedule_slots_day_idx').on(table.day, table.startMinute),
    index('schedule_slots_program_idx').on(table.programId),
  ],
);

export const satelliteInfos = pgTable('satellite_infos', {
  id: id(),
  satellite: text('satellite').notNull(),
  frequency: doublePrecision('frequency').notNull(),
  symbolRate: text('symbol_rate').notNull(),
  polarity: text('polarity', { enum: POLARITIES }).notNull(),
  createdAt: createdAt(),
});

/** The single live record's fixed id (spec: PATCH live/{fixed id}). */
export const LIVE_ID = '00000000-0000-4000-8000-000000000001';

export const live = pgTable('live', {
  id: uuid('id').primaryKey(),
  url: text('url').notNull().default(''),
  updatedAt: updatedAt(),
});

export const ads = pgTable('ads', {
  name: text('name', { enum: AD_NAMES }).primaryKey(),
  image: jsonb('image').$type<StoredImage>().notNull(),
  link: text('link'),
  updatedAt: updatedAt(),
});

export const telegramAdmins = pgTable('telegram_admins', {
  id: id(),
  name: text('name').notNull(),
  telegramUserId: text('telegram_user_id').unique('telegram_admins_telegram_user_id_key'),
  /** A trusted Telegram admin's message is published at once; anyone else's arrives as a draft. */
  trusted: boolean('trusted').notNull().default(false),
  createdAt: createdAt(),
});

export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  strikes: integer('strikes').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** One row: the content version every accepted public-facing write moves on (modules/content-version). */
export const contentVersion = pgTable('content_version', {
  id: smallint('id').primaryKey().default(1),
  version: bigint('version', { mode: 'bigint' }).notNull(),
});

/** Every accepted write: who, when, from where (anonymised), what (modules/audit). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    adminId: uuid('admin_id'),
    adminName: text('admin_name').notNull(),
    address: text('address').notNull(),
    kind: text('kind', { enum: AUDIT_KINDS }).notNull(),
    action: text('action').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    changes: jsonb('changes').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_events_at_idx').on(table.at.desc()),
    index('audit_events_admin_idx').on(table.adminId, table.at.desc()),
  ],
);

/** The breaking-news banner: one row, shown on every public page until `endsAt`. */
export const banner = pgTable('banner', {
  id: smallint('id').primaryKey().default(1),
  text: text('text').notNull(),
  link: text('link'),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  updatedAt: updatedAt(),
});

/** Work that must happen once and survive a restart, claimed by any instance (jobs/job-queue.ts). */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('jobs_kind_key_idx').on(table.kind, table.key).where(sql`key IS NOT NULL`),
    index('jobs_due_idx').on(table.runAt).where(sql`done_at IS NULL AND failed_at IS NULL`),
  ],
);

/** Messages from the public contact forms (modules/contact). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt.desc())],
);

export const contactReplies = pgTable(
  'contact_replies',
  {
    id: id(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    adminName: text('admin_name').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_replies_message_idx').on(table.messageId, table.sentAt)],
);

/** Newsletter readers (modules/newsletter). */
export const subscribers = pgTable(
  'subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    language: text('language').notNull().default('en'),
    token: text('token').notNull(),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('subscribers_email_key').on(table.email),
    uniqueIndex('subscribers_token_key').on(table.token),
  ],
);

export const newsletters = pgTable(
  'newsletters',
  {
    id: id(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    authorId: uuid('author_id'),
    authorName: text('author_name').notNull(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('newsletters_created_idx').on(table.createdAt.desc())],
);

export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    newsletterId: uuid('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id').notNull(),
    email: text('email').notNull(),
    token: text('token').notNull(),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('queued'),
    error: text('error'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.newsletterId, table.subscriberId] }),
    index('newsletter_deliveries_queued_idx').on(table.newsletterId).where(sql`status = 'queued'`),
  ],
);

/** One-time password reset links; only the token's hash is kept (modules/admins). */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    /** Set when the email goes out (and set anew if it is sent again): only then is there a token. */
    tokenHash: text('token_hash'),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('password_resets_admin_idx').on(table.adminId, table.createdAt.desc()),
    uniqueIndex('password_resets_token_idx').on(table.tokenHash),
  ],
);

/** One per sign-in: see migration 0013 and modules/admins/sessions.repository. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    generation: integer('generation').notNull().default(0),
  },
  (table) => [index('admin_sessions_admin_idx').on(table.adminId, table.startedAt)],
);

/** A reviewer's notes on posts sent back to their writers (migration 0014, modules/posts/post-review). */
export const postReviewNotes = pgTable(
  'post_review_notes',
  {
    id: id(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    authorId: uuid('author_id').references(() => admins.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: createdAt(),
    /** When the post went for review again or was published: the note no longer stands. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('post_review_notes_post_idx').on(table.postId, table.createdAt.desc()),
    index('post_review_notes_open_idx').on(table.createdAt.desc()).where(sql`settled_at IS NULL`),
  ],
);

export const schema = {
  admins,
  adminSessions,
  posts,
  postDailyViews,
  siteDaily,
  visits,
  programs,
  satelliteInfos,
  live,
  ads,
  telegramAdmins,
  loginThrottle,
  auditEvents,
  banner,
  jobs,
  contactMessages,
  contactReplies,
  subscribers,
  newsletters,
  newsletterDeliveries,
  passwordResets,
  postReviewNotes,
};

export * from './analytics';
