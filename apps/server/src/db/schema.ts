import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// The 14 exam flags of a category (base programme X, plus programme pX) and the 7 lesson flags are domain rules.
export { EXAM_FLAGS, LESSON_FLAGS, type ExamFlag, type LessonFlag } from '@portal/core';

const flag = (name: string) => boolean(name).notNull().default(true);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    birthdate: date('birthdate'),
    address: text('address'),
    zip: text('zip'),
    city: text('city'),
    country: text('country'),
    phone: text('phone'),
    parent: smallint('parent').notNull().default(0),
    firstNameParent: text('first_name_parent'),
    lastNameParent: text('last_name_parent'),
    addressParent: text('address_parent'),
    zipParent: text('zip_parent'),
    cityParent: text('city_parent'),
    countryParent: text('country_parent'),
    phoneParent: text('phone_parent'),
    emailParent: text('email_parent'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    isStudent: boolean('is_student').notNull().default(true),
    isTeacher: boolean('is_teacher').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    allAccess: boolean('all_access').notNull().default(false),
    calendarToken: text('calendar_token'),
    /**
     * Signed file links carry it: logout, logging out other devices, a password change, a rights or role change
     * advance it, so every link minted before stops at once (lib/signed-files.ts).
     */
    linkGeneration: integer('link_generation').notNull().default(0),
    /** The language the user chose ('de' or 'en'; null: none yet): server texts and mails use it (migration 0018). */
    language: text('language'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One normal form for every comparison of addresses (migration 0016): NFKC, then the database's lower-casing.
    uniqueIndex('users_email_key_idx').on(sql`email_key(${t.email})`),
    uniqueIndex('users_calendar_token_idx').on(t.calendarToken),
  ],
);

/** Opaque bearer tokens, stored as SHA-256 hashes. */
export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tokens_hash_idx').on(t.tokenHash),
    index('tokens_user_idx').on(t.userId),
    index('tokens_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Failed logins and reset requests counted per address (`account`: email_key of the address typed, whether or
 * not an account has it) and scope: `source:<client address>`, `account` (all sources), `reset` (reset mails).
 * Durable, so a lock holds across restarts and instances (auth/account-limits.ts).
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    account: text('account').notNull(),
    scope: text('scope').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    lockouts: integer('lockouts').notNull().default(0),
    lastLockoutAt: timestamp('last_lockout_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.account, t.scope] }),
    index('login_throttles_updated_idx').on(t.updatedAt),
  ],
);

/** Client addresses a user has logged in from: an account lock does not hold them back. */
export const loginSources = pgTable(
  'login_sources',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.source] })],
);

/** Single-use links mailed to a user: password reset and email verification. */
export const userLinks = pgTable(
  'user_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset', 'verify'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_links_hash_idx').on(t.tokenHash),
    index('user_links_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * The durable mail queue: requests insert a pending row, the mail worker (lib/mail-worker.ts) sends it
 * with retries and blanks its body once sent. Without SMTP the rows stay pending (the links can be read
 * here in development) until the retention purge.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The HTML part (migration 0018); the text part is the same mail as plain text. */
    html: text('html'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Small facts about the installation, e.g. `demo` = '1' when the database was seeded as a demo database. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * The course tree. `path` is the materialized path of ancestor ids including the category itself
 * ('/1/5/9/'), so all descendants are `path LIKE '/1/5/%'` and all ancestors are the ids in `path`.
 */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    position: integer('position').notNull().default(0),
    title: text('title').notNull(),
    description: text('description').notNull().default('...'),
    price: numeric('price', { precision: 10, scale: 2 }).notNull().default('0'),
    image: text('image'),
    path: text('path').notNull().default(''),
    depth: integer('depth').notNull().default(0),
    eth: flag('eth'),
    ethr: flag('ethr'),
    ecus: flag('ecus'),
    uzh: flag('uzh'),
    pass: flag('pass'),
    matur: flag('matur'),
    bm2: flag('bm2'),
    peth: flag('peth'),
    pethr: flag('pethr'),
    pecus: flag('pecus'),
    puzh: flag('puzh'),
    ppass: flag('ppass'),
    pmatur: flag('pmatur'),
    pbm2: flag('pbm2'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('categories_parent_idx').on(t.parentId, t.position),
    index('categories_path_idx').on(sql`${t.path} text_pattern_ops`),
  ],
);

export const learnTypes = pgTable('learn_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  time: integer('time').notNull(),
});

export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: smallint('type').notNull(),
    relevance: smallint('relevance').notNull().default(3),
    difficulty: smallint('difficulty').notNull().default(3),
    learntypeId: integer('learntype_id').notNull().default(0),
    data: jsonb('data').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // (category_id, id): the progress aggregate joins a subtree's categories to their cards by an index-only scan
  // (measured by bench/: 1.4-1.9x the throughput of that statement at the default size).
  (t) => [index('cards_category_idx').on(t.categoryId, t.id)],
);

/**
 * A user's memory of a card (FSRS through ts-fsrs, packages/core/src/memory.ts) and its progress level:
 * stack 0 never answered, 1 last answer wrong, 2..6 bands of stability (memoryStack).
 */
export const cardProgress = pgTable(
  'card_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    stack: smallint('stack').notNull().default(0),
    /**
     * The stack before the last answer, written by the answer statement (cards/service.ts) under the
     * row's lock: it moves the card between levels in the cached progress tree exactly, even when two
     * answers of one card race.
     */
    previousStack: smallint('previous_stack').notNull().default(0),
    lastMistakes: integer('last_mistakes').notNull().default(0),
    /** FSRS state: 0 new, 1 learning, 2 review, 3 relearning */
    memoryState: smallint('memory_state').notNull().default(0),
    stability: doublePrecision('stability').notNull().default(0),
    difficulty: doublePrecision('difficulty').notNull().default(0),
    due: timestamp('due', { withTimezone: true }),
    lastReview: timestamp('last_review', { withTimezone: true }),
    /** answers applied to the memory; the answer statement writes only when it is still what it read */
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    learningSteps: smallint('learning_steps').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.cardId] }),
    index('card_progress_card_idx').on(t.cardId),
    index('card_progress_user_due_idx').on(t.userId, t.due),
  ],
);

/** Answers already applied, keyed by the client's idempotency key, so a retried request changes nothing twice. */
export const cardAnswers = pgTable(
  'card_answers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestKey: text('request_key').notNull(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id, { onDelete: 'cascade' }),
    correct: boolean('correct').notNull(),
    stack: smallint('stack').notNull(),
    /** the learner said a typed answer judged wrong was right (issue 31, migration 0018) */
    override: boolean('override').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.requestKey] }),
    index('card_answers_card_idx').on(t.cardId, t.createdAt),
    index('card_answers_user_time_idx').on(t.userId, t.createdAt),
  ],
);

/** The exam date a learner set for a programme they hold (a category with a role); the default is the access expiry. */
export const examDates = pgTable(
  'exam_dates',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    examDate: date('exam_date').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.categoryId] })],
);

/** FSRS parameters optimized from a programme's answers (modules/memory/optimizer.ts); defaults until then. */
export const memoryParameters = pgTable('memory_parameters', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  w: jsonb('w').$type<number[]>().notNull(),
  answers: integer('answers').notNull(),
  optimizedAt: timestamp('optimized_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contents = pgTable(
  'contents',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    relevance: smallint('relevance').notNull().default(3),
    difficulty: smallint('difficulty').notNull().default(3),
    filePath: text('file_path'),
    fileExtension: text('file_extension'),
    mediaType: text('media_type', { enum: ['document', 'url', 'video'] })
      .notNull()
      .default('document'),
    contentType: text('content_type', { enum: ['theory', 'exercise'] })
      .notNull()
      .default('theory'),
    solutionActive: boolean('solution_active').notNull().default(true),
    solutionPath: text('solution_path'),
    noProgress: boolean('no_progress').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('contents_category_idx').on(t.categoryId, t.contentType)],
);

/** A user's reading progress on a content item: 0, 333, 666 or 1000. */
export const contentProgress = pgTable(
  'content_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    stack: smallint('stack').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentId] }),
    index('content_progress_content_idx').on(t.contentId),
  ],
);

const lessonFlag = (name: string) => boolean(name).notNull().default(true);

export const lessons = pgTable(
  'lessons',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    link: text('link').notNull(),
    day: date('day').notNull(),
    start: time('start').notNull(),
    end: time('end').notNull(),
    room: text('room'),
    password: text('password').notNull(),
    meetingId: text('meeting_id').notNull(),
    peth: lessonFlag('peth'),
    pethr: lessonFlag('pethr'),
    pecus: lessonFlag('pecus'),
    ppass: lessonFlag('ppass'),
    pmatur: lessonFlag('pmatur'),
    pbm2: lessonFlag('pbm2'),
    puzh: lessonFlag('puzh'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('lessons_day_idx').on(t.day)],
);

export const lessonFiles = pgTable(
  'lesson_files',
  {
    id: serial('id').primaryKey(),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    type: text('type', { enum: ['file', 'link', 'content'] }).notNull(),
    path: text('path'),
    contentId: integer('content_id').references(() => contents.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('lesson_files_lesson_idx').on(t.lessonId)],
);

/** An access grant: the user may read the category's subtree in the exam type's programme. */
export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    examType: text('exam_type').notNull().default('eth'),
    startDate: date('start_date').notNull(),
    expirationDate: date('expiration_date').notNull(),
    watchOnly: boolean('watch_only').notNull().default(false),
    generated: boolean('generated').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('roles_user_idx').on(t.userId), index('roles_category_idx').on(t.categoryId)],
);

/** What the shop sells: access to a programme (a category subtree). */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('products_category_idx').on(t.categoryId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    examType: text('exam_type').notNull(),
    duration: integer('duration').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cart_items_user_idx').on(t.userId)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('CHF'),
    /**
     * pending: open, payable (at most one per user); canceled: replaced by a changed cart, can no
     * longer fulfil; anomaly: paid with a wrong amount or currency (see payment_anomalies).
     */
    status: text('status', {
      enum: [
        'pending',
        'succeeded',
        'failed',
        'canceled',
        'anomaly',
        'refunded',
        'partially_refunded',
        'disputed',
      ],
    })
      .notNull()
      .default('pending'),
    receiptUrl: text('receipt_url'),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /** What the payment pays for (items, durations, prices): an unchanged cart reuses the open payment. */
    cartFingerprint: text('cart_fingerprint'),
    /** Handed again to a repeated checkout of the same cart (the browser confirms with it). */
    clientSecret: text('client_secret'),
    /** Refunded so far, in Rappen (Stripe reports the running total). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** A lost dispute, kept also when it arrives before the success (applied when the success arrives). */
    disputeLostAt: timestamp('dispute_lost_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
    uniqueIndex('payments_one_open_per_user_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The cart as it was when the payment was created: what the payment pays for. */
export const paymentItems = pgTable('payment_items', {
  id: serial('id').primaryKey(),
  paymentId: integer('payment_id')
    .notNull()
    .references(() => payments.id, { onDelete: 'cascade' }),
  cartItemId: integer('cart_item_id'),
  productId: integer('product_id').notNull(),
  categoryId: integer('category_id').notNull(),
  examType: text('exam_type').notNull(),
  duration: integer('duration').notNull(),
  price: numeric('price', { precision: 10, scale: 2 }).notNull(),
});

export const boughtProducts = pgTable(
  'bought_products',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    examType: text('exam_type').notNull(),
    duration: integer('duration').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    expirationDate: date('expiration_date').notNull(),
    receiptUrl: text('receipt_url'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** The payment item this grant is for: each is granted once. */
    paymentItemId: integer('payment_item_id').references(() => paymentItems.id, { onDelete: 'set null' }),
    /** The cart item paid for: granted once, however many payments paid for it. */
    cartItemId: integer('cart_item_id'),
    /** active, or taken back: refunded, disputed (lost), canceled. */
    status: text('status', { enum: ['active', 'refunded', 'disputed', 'canceled'] })
      .notNull()
      .default('active'),
    /** The date the months were added to (the running role's expiry, or the day of purchase). */
    grantedFrom: date('granted_from'),
    /** The grant created its role (taking it back removes the role unless another grant holds it). */
    roleCreated: boolean('role_created').notNull().default(false),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bought_products_user_idx').on(t.userId),
    uniqueIndex('bought_products_payment_item_idx').on(t.paymentItemId),
    uniqueIndex('bought_products_cart_item_idx').on(t.cartItemId),
    index('bought_products_payment_idx').on(t.paymentId),
  ],
);

/** A paid event that granted nothing and needs an admin (e.g. a refund by hand). */
/**
 * Why a paid event granted nothing, or granted and was taken back at once: a wrong amount or currency, paid after
 * the payment was canceled, already granted, or refunded / lost in a dispute before the success arrived.
 */
export const ANOMALY_KINDS = [
  'amount_mismatch',
  'currency_mismatch',
  'paid_after_cancel',
  'already_granted',
  'refunded_before_paid',
  'disputed_before_paid',
] as const;

export const paymentAnomalies = pgTable(
  'payment_anomalies',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    eventId: text('event_id').notNull(),
    kind: text('kind', {
      enum: ANOMALY_KINDS,
    }).notNull(),
    expectedCents: integer('expected_cents'),
    receivedCents: integer('received_cents'),
    expectedCurrency: text('expected_currency'),
    receivedCurrency: text('received_currency'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_anomalies_event_kind_idx').on(t.eventId, t.kind)],
);

/** Provider webhook events already processed (exactly-once fulfilment). */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploaded_files_name_idx').on(t.name)],
);

/** Cache: per-category counts over the whole subtree (cards, theory, exercises). */
export const categoryCounts = pgTable('category_counts', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  cards: integer('cards').notNull().default(0),
  theory: integer('theory').notNull().default(0),
  exercises: integer('exercises').notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * Change counters of tables that servers keep in memory. A statement-level trigger bumps the row of
 * `categories` on every write to that table (migration 0002), in the writing transaction, so a reader
 * that sees the new value also sees the new rows: every instance can tell whether its copy is current.
 * The trigger runs before the statement: the counter row is locked before any category row, so two
 * transactions writing several categories queue instead of deadlocking.
 */
export const cacheGenerations = pgTable('cache_generations', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});

/** Cache: a user's progress tree (per category: n and p for cards, theory and exercises). */
export const progressCache = pgTable('progress_cache', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tree: jsonb('tree').notNull(),
  version: integer('version').notNull().default(0),
  updatedAt: updatedAt(),
});

/** State and progress of the cache panel's long operations (modules/cache/jobs.ts), shared by every instance. */
export const cacheJobs = pgTable(
  'cache_jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    state: text('state').notNull(),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    message: text('message'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    /** 1 for the first run; a run interrupted by a stopped server is resumed as attempt 2, 3 */
    attempt: integer('attempt').notNull().default(1),
  },
  (t) => [
    index('cache_jobs_started_at_idx').on(t.startedAt),
    // one running job per kind: asking again while it runs returns it
    uniqueIndex('cache_jobs_one_running_idx')
      .on(t.kind)
      .where(sql`${t.state} = 'running'`),
  ],
);

/** Large card imports run as jobs (modules/import): their progress and result, polled by the admin area. */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: text('id').primaryKey(),
    categoryId: integer('category_id').notNull(),
    userId: integer('user_id'),
    /** running | done | error */
    state: text('state').notNull(),
    /** queued | reading | checking | writing */
    phase: text('phase').notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    message: text('message'),
    /** the import's summary (what the answer of a small import holds) */
    result: jsonb('result'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('import_jobs_started_at_idx').on(t.startedAt)],
);

/**
 * The trash (issue 18): one row per deletion of a category (with its subtree, cards, contents and the roles on
 * it), of cards, contents, a lesson or a role. The deleted rows stay in `<table>_all` with `trash_id` set; the
 * names `categories`, `cards`, `contents`, `lessons` and `roles` used by every query are views of the live rows
 * (migration 0013), so nothing trashed is read anywhere, and restoring clears `trash_id`: learners' answers and
 * progress, which point at the rows, come back as they were. Purged (deleted for good) after 30 days by a job.
 */
export const trashBatches = pgTable(
  'trash_batches',
  {
    id: serial('id').primaryKey(),
    /** category | cards | contents | lesson | role */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** what went with it: { categories, cards, contents, roles, lessons } */
    summary: jsonb('summary').$type<Record<string, number>>().notNull().default({}),
    /** where a category goes back to: { parentId, position } */
    restore: jsonb('restore').$type<Record<string, unknown>>().notNull().default({}),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trash_batches_deleted_at_idx').on(t.deletedAt)],
);

/** Who created, changed, moved, deleted or restored which item, and who granted or revoked which rights, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** create | update | move | delete | restore | purge | grant | revoke */
    action: text('action').notNull(),
    /** category | card | content | lesson | role | user */
    itemType: text('item_type').notNull(),
    itemId: integer('item_id'),
    itemTitle: text('item_title').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_item_idx').on(t.itemType, t.itemId, t.at),
  ],
);
