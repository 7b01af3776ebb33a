/**
 * The one database schema (docs/data-model.md#tables). Every table has createdAt/updatedAt and its
 * indexes beside it. Enumerated values are stored as text and validated by the shared Zod schemas,
 * so adding a value to a list needs no migration. Nested lists (languages, work history, ...) are
 * JSONB: they are read and written whole with their owner and never queried alone.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A full-text search document (PostgreSQL's `tsvector`), written only by the database. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

// ---------------------------------------------------------------------------------------------
// Accounts and sessions
// ---------------------------------------------------------------------------------------------

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    /** Media key of the avatar image. */
    avatar: text('avatar'),
    /** client, employer, rsp or staff (docs/data-model.md#user). */
    type: text('type').notNull(),
    /**
     * The account's language, one of APP_LANGUAGES: its e-mails and the API's messages
     * (docs/api.md#language).
     */
    language: text('language').notNull().default('en'),
    /**
     * Set by staff: the account cannot sign in, and its sign-ins ended with it
     * (docs/rules.md#staff-console).
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * A staff account made by the shell whose owner has not chosen a password yet: its invitation
     * may be sent again. Cleared when a password is set.
     */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * All tokens rotated from one sign-in share a family; reuse of an old one revokes the family.
     */
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * When this sign-in passed its second factor (staff, decision 035): carried to every token of
     * the family, and into the access token's `mfa` claim.
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * A staff member's authenticator app (decision 035). The TOTP secret is stored encrypted with a key
 * derived from AUTH_SECRET; `enabledAt` is set once a first code confirmed it. `lastUsedStep` is
 * the 30-second step of the last code accepted: a code is never accepted twice.
 */
export const staffSecondFactors = pgTable('staff_second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  ...timestamps,
});

/** A staff member's recovery codes, stored hashed, each usable once (decision 035). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('staff_recovery_codes_user_hash_idx').on(t.userId, t.codeHash)],
);

/**
 * What staff did (decision 036): one row per action, written in the action's transaction.
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE. `staffUserId` is null for what the
 * server's shell did. `targetId` names a row of the table `targetType` says, without a foreign key,
 * so the record outlives it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    staffUserId: uuid('staff_user_id').references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_action_idx').on(t.action, t.createdAt),
    index('audit_log_staff_idx').on(t.staffUserId, t.createdAt),
    index('audit_log_target_idx').on(t.targetId, t.createdAt),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/**
 * A password-reset request waiting to be answered. The request only records the address (the same
 * work whether or not an account has it); the token and the e-mail are made after the answer, and
 * the row is deleted then (see users/reset-requests.ts).
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: id(),
    /** As typed, trimmed and lower-cased. */
    email: text('email').notNull(),
    ...timestamps,
  },
  (t) => [index('password_reset_requests_created_idx').on(t.createdAt)],
);

/**
 * A new sign-in e-mail waiting for the link mailed to it to be opened (issue 10): the account's
 * `users.email` changes only then. Stored hashed like reset tokens; one pending change per user.
 */
export const emailChangeTokens = pgTable(
  'email_change_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The sign-in that asked for the change: it stays signed in; null when an owner asked. */
    sessionId: uuid('session_id'),
    /** The organization owner who asked for a member's change; null when the user did. */
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Replaced by a newer request, cancelled, or ended by a password reset. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('email_change_tokens_hash_idx').on(t.tokenHash),
    index('email_change_tokens_user_idx').on(t.userId),
  ],
);

/** One row per counted event (failed sign-in, sign-up); limits count rows in a window. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: id(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    ...timestamps,
  },
  (t) => [index('rate_limit_hits_lookup_idx').on(t.bucket, t.key, t.createdAt)],
);

/** Uploaded files; `key` is what profiles store as their avatar. */
export const media = pgTable(
  'media',
  {
    key: text('key').primaryKey(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    ...timestamps,
  },
  (t) => [index('media_owner_idx').on(t.ownerUserId)],
);

// ---------------------------------------------------------------------------------------------
// Clients (job seekers)
// ---------------------------------------------------------------------------------------------

export const clients = pgTable(
  'clients',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    /** Wisconsin county of residence (docs/value-lists.md#places). */
    county: text('county'),
    personalSummary: text('personal_summary'),
    /** The client's statement in their own words (employers: from the interview on). */
    personalStatement: text('personal_statement'),
    justiceStatus: text('justice_status').notNull(),
    facility: text('facility'),
    /** ISO date (YYYY-MM-DD). */
    expectedReleasedAt: text('expected_released_at'),
    releasedCounty: text('released_county'),
    support: textList('support'),
    /** Provider key (docs/value-lists.md#reentry-providers) chosen in onboarding. */
    reentryServiceProvider: text('reentry_service_provider'),
    reentryPipeline: jsonb('reentry_pipeline'),
    /** An organization registered here, chosen with 'other' (the link itself is rsp_clients). */
    rspId: uuid('rsp_id').references((): AnyPgColumn => rsps.id, { onDelete: 'set null' }),
    personalStrengths: textList('personal_strengths'),
    /**
     * Skills and trades (the profile calls this `experience`, docs/data-model.md#client-profile).
     */
    experience: textList('experience'),
    languages: jsonb('languages').notNull().default([]),
    /** The merged offense list (`offense`, docs/rules.md#client-profile-transform). */
    offense: textList('offense'),
    sexualOffenderRegistry: boolean('sexual_offender_registry').notNull().default(false),
    sbn: boolean('sbn').notNull().default(false),
    timeServed: text('time_served'),
    releasedAt: text('released_at'),
    stateOrFederal: text('state_or_federal'),
    relativeExperience: jsonb('relative_experience').notNull().default([]),
    education: jsonb('education').notNull().default([]),
    license: jsonb('license').notNull().default([]),
    diversity: jsonb('diversity'),
    /** [{ question, answer }] kept with the profile (docs/data-model.md#client-profile). */
    questions: jsonb('questions').notNull().default([]),
    referredBy: text('referred_by'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('clients_user_idx').on(t.userId),
    index('clients_offense_gin_idx').using('gin', t.offense),
    index('clients_experience_gin_idx').using('gin', t.experience),
    /**
     * What an organization's statistics tally and its list filters on, beside the id (issue 11):
     * joined from the organization's links, PostgreSQL reads them from this index alone, never
     * the wide profile rows.
     */
    index('clients_tally_idx').on(
      t.id,
      t.justiceStatus,
      t.county,
      t.releasedCounty,
      t.support,
      t.offense,
    ),
  ],
);

/**
 * A client's onboarding answers before the profile exists, and the step they were on
 * (docs/decisions/025-onboarding-drafts.md): one per user, replaced on every save, deleted in the
 * transaction that creates the profile. Holds offense history: only its owner reads it.
 */
export const clientProfileDrafts = pgTable('client_profile_drafts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  step: text('step').notNull(),
  answers: jsonb('answers').notNull(),
  ...timestamps,
});

// ---------------------------------------------------------------------------------------------
// Employers, jobs and applications
// ---------------------------------------------------------------------------------------------

export const employers = pgTable(
  'employers',
  {
    id: id(),
    /**
     * The company's owner: the account that created it, whose avatar is the logo. Who may act for
     * the company is `employer_members` (docs/rules.md#employer-team).
     */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    industry: text('industry').notNull(),
    description: text('description').notNull(),
    yearsInBusiness: text('years_in_business'),
    numberOfEmployees: text('number_of_employees'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    postalCode: text('postal_code').notNull(),
    /**
     * Job posts left (docs/rules.md#quotas); changed only by posting a job or by an admin grant.
     */
    availableJobsCount: integer('available_jobs_count').notNull(),
    /** Interview requests (uncloaks) left. */
    availableUncloaksCount: integer('available_uncloaks_count').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('employers_user_idx').on(t.userId),
    check('employers_jobs_quota_nonnegative', sql`${t.availableJobsCount} >= 0`),
    check('employers_uncloaks_quota_nonnegative', sql`${t.availableUncloaksCount} >= 0`),
  ],
);

/**
 * A user's place in a company (docs/rules.md#employer-team): its owner, or a colleague who joined
 * through an invitation. One company per user; every employer route resolves the caller's company
 * here.
 */
export const employerMembers = pgTable(
  'employer_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    ...timestamps,
  },
  (t) => [index('employer_members_employer_idx').on(t.employerId, t.role)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    department: text('department').notNull(),
    /** MM.YYYY */
    startDate: text('start_date'),
    typeOfWork: text('type_of_work').notNull(),
    workingTime: text('working_time').notNull(),
    numberOfOpenPositions: integer('number_of_open_positions').notNull(),
    /** { address, city, state, postalCode } or null when not onsite. */
    location: jsonb('location'),
    /** Offense categories the employer accepts. */
    offenses: textList('offenses'),
    responsibilities: textList('responsibilities'),
    /** Experience level: low, entry, mid, high, professional. */
    experience: text('experience').notNull(),
    /** Skills and trades the job calls for (used to rank suggestions). */
    skills: textList('skills'),
    skillsDescription: text('skills_description').notNull(),
    salaryOptions: jsonb('salary_options').notNull(),
    questions: textList('questions'),
    status: text('status').notNull().default('active'),
    /**
     * `offenses` as bits (bit i: OFFENSES[i] is accepted), computed by the database with
     * `offense_mask()` (migration 0006): eligibility becomes an integer test,
     * `offense_mask & client = client`, that an index carries.
     */
    offenseMask: integer('offense_mask')
      .notNull()
      .generatedAlwaysAs(sql`offense_mask(offenses, 0)`),
    /**
     * Applications in a counted status (`applicationsCount`) and in all (`applicationsTotal`),
     * kept by the trigger on `applications` in the same transaction as every insert, status change
     * and delete, so that no list counts them per row.
     */
    applicationsCount: integer('applications_count').notNull().default(0),
    applicationsTotal: integer('applications_total').notNull().default(0),
    /**
     * The last candidate number given on this job (`applications.candidate_number`), kept by the
     * trigger on `applications`: numbers are never given twice, even after a deletion.
     */
    lastCandidateNumber: integer('last_candidate_number').notNull().default(0),
    /**
     * What the jobs search matches (docs/rules.md#job-search), kept by the database (migration
     * 0009) from the title, the employer's name, the department, the skills description, the
     * responsibilities and the description, stemmed in English and in Spanish. Never read back.
     */
    search: tsvector('search'),
    /**
     * The job's answer as JSON text, kept by the database with `search` (migration 0023, decision 051): every
     * field that changes only when the job or its employer is edited. A read adds the rest (status,
     * counts, updatedAt, the list's cursor, the viewer's application: `jobJson`).
     */
    doc: text('doc'),
    /**
     * The job's place for the city and state filters: its location's, else its employer's (the
     * city lower-cased), kept by the database with `search`.
     */
    placeCity: text('place_city'),
    placeState: text('place_state'),
    /** The top of the job's pay as an hourly amount (yearly pay over 2,080 hours). */
    payHourlyMax: numeric('pay_hourly_max', { mode: 'number' }).generatedAlwaysAs(
      sql`CASE salary_options->>'salary' WHEN 'yearly' THEN round((salary_options->>'max')::numeric / 2080, 2) ELSE (salary_options->>'max')::numeric END`,
    ),
    /**
     * Staff unpublished the job (docs/rules.md#job-moderation): `status` is then 'unpublished',
     * which every client read already leaves out (they read 'active' only), and the status the
     * employer had set waits here for a restore. The reason is the one the employer was sent.
     */
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    unpublishedReason: text('unpublished_reason'),
    statusBeforeUnpublish: text('status_before_unpublish'),
    /**
     * What the fair-chance language check finds in the job's text (FAIR_CHANCE_FLAGS), written
     * with every post and edit; null until checked (jobs older than the column are checked by the
     * periodic sweep). The staff console lists the jobs with any.
     */
    fairChanceFlags: text('fair_chance_flags').array(),
    ...timestamps,
  },
  (t) => [
    // Current Opportunities and suggestions: active jobs newest first, with the eligibility bits
    // and the trades read from the index itself (an index-only scan finds the candidates).
    index('jobs_active_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.offenseMask, t.skills)
      .where(sql`status = 'active'`),
    // Suggestions: the active jobs that share a trade with the client.
    index('jobs_active_skills_idx')
      .using('gin', t.skills)
      .where(sql`status = 'active'`),
    // The search: the active jobs that match the words asked for and, for a client, accept each
    // of their offenses (`offenses @>`, the same test as the bits), so that a search's total is
    // counted from the index (issue 11).
    index('jobs_active_search_idx')
      .using('gin', t.search, t.offenses)
      .where(sql`status = 'active'`),
    // The city and state filters, newest first within a place. The other filters' columns and
    // the eligibility bits are in the index too, so that the filtered total is counted from the
    // index alone, without reading a job (issue 11: 240 ms to 8 ms for Milwaukee at full scale).
    index('jobs_active_place_idx')
      .on(
        t.placeState,
        t.placeCity,
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.offenseMask,
        t.workingTime,
        t.typeOfWork,
        t.payHourlyMax,
      )
      .where(sql`status = 'active'`),
    index('jobs_employer_created_idx').on(t.employerId, t.createdAt),
    // The staff console's Job posts: the flagged ones newest first (docs/rules.md#job-moderation).
    index('jobs_flagged_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`cardinality(fair_chance_flags) > 0`),
    // The sweep that checks the jobs older than the flags.
    index('jobs_unchecked_idx')
      .on(t.id)
      .where(sql`fair_chance_flags is null`),
    index('jobs_updated_idx').on(t.updatedAt),
  ],
);

/**
 * How many active jobs accept each set of offenses (`jobs.offense_mask`), kept by the trigger on
 * `jobs`: a client's total of eligible jobs is the sum over the sets that include theirs, a few
 * thousand rows at a state's scale instead of every job.
 */
export const activeJobOffenseCounts = pgTable('active_job_offense_counts', {
  offenseMask: integer('offense_mask').primaryKey(),
  jobs: integer('jobs').notNull(),
});

/**
 * How many active jobs a client with the offenses `client_mask` (`offense_mask(offense, 1 << 30)`)
 * is eligible for, kept from `active_job_offense_counts` by the database (migration 0024): a row
 * for every set of offenses some client has, and `0` (every active job) for everyone else. The
 * total of Current Opportunities is one look-up, whatever the variety of the jobs.
 */
export const eligibleJobCounts = pgTable('eligible_job_counts', {
  clientMask: integer('client_mask').primaryKey(),
  jobs: integer('jobs').notNull(),
});

/**
 * A job seeker's report of a job (docs/rules.md#job-reports): read by staff only, never by the
 * employer. Open until staff unpublish the job; one open report per client and job.
 */
export const jobReports = pgTable(
  'job_reports',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** One of JOB_REPORT_REASONS. */
    reason: text('reason').notNull(),
    comment: text('comment'),
    /** When staff unpublished the job it reports; null while open. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('job_reports_open_idx')
      .on(t.jobId, t.clientId)
      .where(sql`${t.resolvedAt} is null`),
    index('job_reports_open_created_idx')
      .on(t.createdAt, t.jobId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: id(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('applied'),
    /** [{ question, answer }] */
    answers: jsonb('answers').notNull().default([]),
    /**
     * The status's place in the applicants list, first highest: 7 for APPLICATION_STATUS_ORDER[0]
     * (interview) down to 1 for its last (withdrawn). Stored, and highest first, so that the list
     * (this, then newest first) is one direction of its index and a cursor one row comparison.
     * The test job-counters keeps it in step with the shared order.
     */
    statusOrder: smallint('status_order')
      .notNull()
      .generatedAlwaysAs(
        sql`case status when 'interview' then 7 when 'applied' then 6 when 'hired' then 5 when 'notAFit' then 4 when 'rejected' then 3 when 'expired' then 2 when 'withdrawn' then 1 else 0 end`,
      ),
    /**
     * The timeline the client reads (docs/rules.md#withdrawing): when the employer asked for an
     * interview, and when the application reached its final status (hired, rejected, notAFit,
     * expired or withdrawn). Null until then; migration 0010 filled them from `updated_at` where
     * the last change is known to be that step.
     */
    interviewRequestedAt: timestamp('interview_requested_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * The application's place on its job, 1 for the first applicant (docs/rules.md#candidate-labels):
     * the employer's "Candidate 7". Given by the database when the row is inserted (migration 0013),
     * per job, so it says nothing about the same person's other applications.
     */
    candidateNumber: integer('candidate_number').notNull().default(0),
    /** The employer's own 1-5 rating of the application; never shown to anyone else. */
    employerRating: smallint('employer_rating'),
    ...timestamps,
  },
  (t) => [
    check(
      'applications_employer_rating_range',
      sql`${t.employerRating} is null or ${t.employerRating} between 1 and 5`,
    ),
    uniqueIndex('applications_job_client_idx').on(t.jobId, t.clientId),
    // A job's applicants in the list's order, read backwards: status, then newest first.
    index('applications_job_order_idx').on(t.jobId, t.statusOrder, t.createdAt, t.id),
    // A client's applications, newest first; with the times and status the funders' report
    // reads, so that it reads them from the index alone (issue 16).
    index('applications_client_created_idx').on(
      t.clientId,
      t.createdAt,
      t.id,
      t.status,
      t.interviewRequestedAt,
      t.closedAt,
    ),
    index('applications_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A client's applications as the organization's clients list shows them, kept as JSON text by the
 * database (migration 0025, decision 056): id, job, job title, employer name, status and date,
 * newest first. Written by the triggers on `applications`, `jobs` (a new title) and `employers`
 * (a new name) in the transaction of the change; a client who never applied has no row. The list
 * reads one row per client instead of joining every application to its job and employer.
 */
export const clientApplicationLists = pgTable('client_application_lists', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  doc: text('doc').notNull(),
});

/**
 * An application's history (docs/rules.md#application-history): every status it took, written by
 * the trigger on `applications` in the statement that changes the status, and every interview
 * invitation the employer sent (with its message). The employer reads it; the client reads the
 * times on the application itself.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** 'status' or 'invitation'. */
    kind: text('kind').notNull(),
    /** The status taken (kind 'status'). */
    status: text('status'),
    /** The invitation's text as sent (kind 'invitation'). */
    message: text('message'),
    ...timestamps,
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.createdAt)],
);

/**
 * An employer's private notes on an application: the company's members only read them, each with
 * its author (null once the author's account is gone).
 */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    employerId: uuid('employer_id')
      .notNull()
      .references(() => employers.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [index('application_notes_application_idx').on(t.applicationId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Reentry service providers
// ---------------------------------------------------------------------------------------------

export const rsps = pgTable(
  'rsps',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    avatar: text('avatar'),
    servicesArea: textList('services_area'),
    support: textList('support'),
    justiceStatus: textList('justice_status'),
    offenses: textList('offenses'),
    phoneRspContact: text('phone_rsp_contact'),
    emailRspContact: text('email_rsp_contact'),
    /**
     * Set for the known pipeline providers (docs/value-lists.md#reentry-providers) loaded on first
     * start.
     */
    providerKey: text('provider_key'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rsps_name_lower_idx').on(sql`lower(${t.name})`),
    uniqueIndex('rsps_provider_key_idx').on(t.providerKey),
  ],
);

/**
 * A service provider owner's request to claim a known provider's organization
 * (docs/rules.md#organization-claims), decided by staff.
 */
export const organizationClaims = pgTable(
  'organization_claims',
  {
    id: id(),
    rspId: uuid('rsp_id')
      .notNull()
      .references(() => rsps.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the owner says of themselves, for staff to check who they are. */
    message: text('message').notNull(),
    /** One of ORGANIZATION_CLAIM_STATUSES: pending, approved, declined. */
    status: text('status').notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    decisionReason: text('decision_reason'),
    ...timestamps,
  },
  (t) => [
    // One pending claim per owner.
    uniqueIndex('organization_claims_pending_user_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('organization_claims_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** A user's place in an organization: the owner, or a member (case manager). */
export const rspAccounts = pgTable(
  'rsp_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    rspId: uuid('rsp_id').references(() => rsps.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    position: text('position'),
    isProfileFilled: boolean('is_profile_filled').notNull().default(false),
    /**
     * How this person is e-mailed their clients' changes (docs/rules.md#client-activity-and-notices):
     * 'daily' (a digest at most once a day), 'immediate' (each change at once) or 'off'.
     */
    noticeEmails: text('notice_emails').notNull().default('daily'),
    ...timestamps,
  },
  (t) => [index('rsp_accounts_rsp_idx').on(t.rspId, t.role)],
);

/**
 * An invitation to join an organization (a case manager) or a company (a colleague): exactly one
 * of the two is set.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    rspId: uuid('rsp_id').references(() => rsps.id, { onDelete: 'cascade' }),
    employerId: uuid('employer_id').references(() => employers.id, { onDelete: 'cascade' }),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    /** Always set for an organization's invitation; a company's asks for none. */
    phone: text('phone'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('invitations_rsp_email_pending_idx')
      .on(t.rspId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.withdrawnAt} is null`),
    uniqueIndex('invitations_employer_email_pending_idx')
      .on(t.employerId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.withdrawnAt} is null`),
    check('invitations_one_inviter', sql`num_nonnulls(${t.rspId}, ${t.employerId}) = 1`),
  ],
);

/** A client linked to an organization (docs/rules.md#service-provider-clients). */
export const rspClients = pgTable(
  'rsp_clients',
  {
    id: id(),
    rspId: uuid('rsp_id')
      .notNull()
      .references(() => rsps.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    caseManagerUserId: uuid('case_manager_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Set when the client stops sharing with the organization: it no longer sees them. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /**
     * The client's county (where they live, else where they are released to), kept by the
     * database from the client's profile (migration 0008) so that the list filters by county from
     * this table's own index.
     */
    county: text('county'),
    /**
     * What the attention list reads (docs/rules.md#client-activity-and-notices), kept by the
     * database (migration 0015) in the transaction of each change: the time of the client's last
     * recorded change, of their last application, how many of their applications are in interview,
     * and the earliest open follow-up date of the link's notes.
     */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    lastAppliedAt: timestamp('last_applied_at', { withTimezone: true }),
    openInterviews: integer('open_interviews').notNull().default(0),
    nextFollowUpOn: date('next_follow_up_on', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rsp_clients_rsp_client_idx').on(t.rspId, t.clientId),
    /**
     * The organization's visible links, most recent activity first, with what the attention
     * filter and the member's narrowing read: the list walks it in order and stops at the page.
     */
    index('rsp_clients_activity_idx')
      .on(
        t.rspId,
        t.lastActivityAt,
        t.id,
        t.caseManagerUserId,
        t.status,
        t.openInterviews,
        t.nextFollowUpOn,
        t.lastAppliedAt,
      )
      .where(sql`${t.withdrawnAt} is null`),
    /**
     * The organization's visible links, by status, in the list's order, with what its queries join
     * on (issue 11): the list, its total and the statistics read only the organization's entries.
     */
    index('rsp_clients_visible_idx')
      .on(t.rspId, t.status, t.createdAt, t.id, t.clientId, t.caseManagerUserId)
      .where(sql`${t.withdrawnAt} is null`),
    /** The same, for a county: the filtered list reads only the matching links (issue 11). */
    index('rsp_clients_county_idx')
      .on(t.rspId, t.county, t.status, t.createdAt, t.id, t.clientId, t.caseManagerUserId)
      .where(sql`${t.withdrawnAt} is null`),
    index('rsp_clients_case_manager_idx').on(t.caseManagerUserId),
  ],
);

/**
 * The organization's statistics, kept by the database (migration 0007) in the same transaction
 * as every change to a link or to a linked client's profile: per organization and case manager
 * (null: no one assigned), how many visible clients have each value of each charted field
 * (`kind`: status, justiceStatus, county, support, offense). The statistics add a few hundred
 * rows instead of reading every client (issue 11).
 */
export const rspClientTallies = pgTable(
  'rsp_client_tallies',
  {
    rspId: uuid('rsp_id').notNull(),
    caseManagerUserId: uuid('case_manager_user_id'),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    unique('rsp_client_tallies_key')
      .on(t.rspId, t.caseManagerUserId, t.kind, t.key)
      .nullsNotDistinct(),
  ],
);

export const rspClientNotes = pgTable(
  'rsp_client_notes',
  {
    id: id(),
    rspClientId: uuid('rsp_client_id')
      .notNull()
      .references(() => rspClients.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** A follow-up date the note asks for (docs/rules.md#follow-ups); null when none. */
    followUpOn: date('follow_up_on', { mode: 'string' }),
    /** When the follow-up was marked done; the note stays in the timeline. */
    followUpDoneAt: timestamp('follow_up_done_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('rsp_client_notes_client_idx').on(t.rspClientId, t.createdAt),
    index('rsp_client_notes_follow_up_idx')
      .on(t.rspClientId, t.followUpOn)
      .where(sql`${t.followUpOn} is not null and ${t.followUpDoneAt} is null`),
  ],
);

/**
 * What changed for a linked client (docs/rules.md#client-activity-and-notices), written by the
 * database's triggers (migration 0015) in the statement that makes the change: an application, its
 * status, the profile, the client stopping sharing. Each change is a notice to one person, the
 * link's case manager at the time, else the organization's owner; `readAt` and `mailedAt` are
 * that person's.
 */
export const rspClientEvents = pgTable(
  'rsp_client_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    rspClientId: uuid('rsp_client_id')
      .notNull()
      .references(() => rspClients.id, { onDelete: 'cascade' }),
    rspId: uuid('rsp_id')
      .notNull()
      .references(() => rsps.id, { onDelete: 'cascade' }),
    /** RSP_CLIENT_EVENT_KINDS (packages/shared). */
    kind: text('kind').notNull(),
    applicationId: uuid('application_id').references(() => applications.id, {
      onDelete: 'cascade',
    }),
    recipientUserId: uuid('recipient_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    readAt: timestamp('read_at', { withTimezone: true }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('rsp_client_events_client_idx').on(t.rspClientId, t.createdAt),
    index('rsp_client_events_recipient_idx').on(t.recipientUserId, t.createdAt),
    index('rsp_client_events_unread_idx')
      .on(t.recipientUserId)
      .where(sql`${t.readAt} is null`),
    /** The changes an e-mail still has to carry (only the kinds the e-mails name). */
    index('rsp_client_events_unmailed_idx')
      .on(t.recipientUserId, t.createdAt)
      .where(
        sql`${t.mailedAt} is null and ${t.kind} in ('applied', 'interview', 'hired', 'rejected', 'notAFit')`,
      ),
  ],
);

/** When a person last opened a client: the changes after it are new to them. */
export const rspClientViews = pgTable(
  'rsp_client_views',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rspClientId: uuid('rsp_client_id')
      .notNull()
      .references(() => rspClients.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.rspClientId] })],
);

/**
 * One row per person sent a notice e-mail: when the last one was written, so that a daily digest
 * goes at most once a day however many API processes run it.
 */
export const rspNoticeMails = pgTable('rsp_notice_mails', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  ...timestamps,
});

// ---------------------------------------------------------------------------------------------
// Outcomes after a hire (docs/rules.md#outcomes-after-hire)
// ---------------------------------------------------------------------------------------------

/**
 * What the organization recorded at one check-in after a client was hired: 30, 90 or 180 days
 * after the hire (the application's `closed_at`), at most one per link, hire and milestone.
 */
export const hireCheckIns = pgTable(
  'hire_check_ins',
  {
    id: id(),
    rspClientId: uuid('rsp_client_id')
      .notNull()
      .references(() => rspClients.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Days after the hire: one of CHECK_IN_MILESTONES (packages/shared). */
    milestone: smallint('milestone').notNull(),
    stillEmployed: boolean('still_employed').notNull(),
    hourlyWage: numeric('hourly_wage', { precision: 8, scale: 2, mode: 'number' }),
    hoursPerWeek: smallint('hours_per_week'),
    sameEmployer: boolean('same_employer').notNull(),
    notes: text('notes').notNull().default(''),
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [uniqueIndex('hire_check_ins_key_idx').on(t.rspClientId, t.applicationId, t.milestone)],
);

/**
 * The client's own short check-in, asked by e-mail when a milestone falls due: one per hire and
 * milestone, whatever the organizations. The link's token is stored hashed and works once.
 */
export const clientCheckIns = pgTable(
  'client_check_ins',
  {
    id: id(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    milestone: smallint('milestone').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The client's language when the e-mail was written: the page without sign-in speaks it. */
    language: text('language').notNull(),
    stillWorking: boolean('still_working'),
    needs: text('needs'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('client_check_ins_key_idx').on(t.applicationId, t.milestone),
    uniqueIndex('client_check_ins_token_idx').on(t.tokenHash),
  ],
);

// ---------------------------------------------------------------------------------------------
// Saved searches and job alerts (docs/rules.md#saved-searches-and-job-alerts)
// ---------------------------------------------------------------------------------------------

/** A client's search of Current Opportunities, kept under a name; its alerts e-mail new jobs. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** 1 to SAVED_SEARCH_NAME_MAX characters, trimmed; unique per client in any letter case. */
    name: text('name').notNull(),
    /** The search and filters, as `JobSearchSchema` (packages/shared) reads them. */
    search: jsonb('search').notNull(),
    alertsEnabled: boolean('alerts_enabled').notNull().default(true),
    /**
     * The alerts have listed the jobs posted up to this time (null: none yet, so the jobs posted
     * since the search was saved are new).
     */
    alertedThrough: timestamp('alerted_through', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('saved_searches_client_name_idx').on(t.clientId, sql`lower(${t.name})`),
    /** The clients the daily alert run visits. */
    index('saved_searches_alerts_idx')
      .on(t.clientId)
      .where(sql`${t.alertsEnabled}`),
  ],
);

/**
 * One row per client who was sent a job alert: when the last one was written, so that a client
 * gets at most one a day however many API processes run the alerts.
 */
export const jobAlerts = pgTable('job_alerts', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  ...timestamps,
});

// ---------------------------------------------------------------------------------------------
// Mail outbox and server bookkeeping
// ---------------------------------------------------------------------------------------------

/**
 * Every e-mail is written here in the transaction that causes it; a worker sends it
 * (docs/data-model.md#where-data-lives).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    template: text('template').notNull(),
    language: text('language').notNull().default('en'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra message headers (a job alert's List-Unsubscribe), name to value. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** pending, sending, sent or failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('outbox_pending_idx').on(t.status, t.nextAttemptAt),
    index('outbox_to_idx').on(t.to, t.createdAt),
  ],
);

/** Small key/value facts about this installation (e.g. when demo data was loaded). */
export const systemState = pgTable(
  'system_state',
  {
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.key] })],
);
