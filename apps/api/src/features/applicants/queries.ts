/**
 * A job's applicants for its employer, in the order of docs/rules.md#applicant-order-and-counts
 * (interview, applied, hired, notAFit, rejected, expired, withdrawn), newest first within a status. The cursor
 * is the sort key of the last item seen: status rank, creation time to the microsecond, and id.
 */
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  APPLICATION_STATUS_ORDER,
  isWithinSupportedYears,
  type ApplicantFilter,
  type ApplicantSort,
  type ApplicationStatus,
} from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import { confirmSession, type AuthContext } from '../auth/authenticate.ts';
import { sessionAliveSql } from '../auth/queries.ts';
import {
  applicationEvents,
  applicationNotes,
  employerMembers,
  applications,
  clients,
  employers,
  jobs,
  users,
} from '../../db/schema.ts';
import { CURSOR_ID_PATTERN, invalidCursor } from '../../lib/paging.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type ClientRow = typeof clients.$inferSelect;

/**
 * The applicants' order (APPLICATION_STATUS_ORDER) as stored in `applications.status_order`:
 * highest first, `STATUS_ORDER_TOP - rank`. Cursors keep the rank (0 for interview).
 */
const STATUS_ORDER_TOP = APPLICATION_STATUS_ORDER.length;
const rank = sql<number>`(${STATUS_ORDER_TOP} - ${applications.statusOrder})`;

/** Exact creation time as text: cursors must not lose the microseconds PostgreSQL keeps. */
const createdAtText = sql<string>`to_char(${applications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The sort key of the last item seen. In the `applied` order: the status rank, the creation time
 * to the microsecond and the id. In the `match` order: `m`, the number of the job's trades the
 * applicant has, the time and the id.
 */
type ApplicantCursor =
  | { sort: 'applied'; rank: number; createdAt: string; id: string }
  | { sort: 'match'; match: number; createdAt: string; id: string };

export function encodeApplicantCursor(key: ApplicantCursor): string {
  const first = key.sort === 'match' ? `m${key.match}` : String(key.rank);
  return Buffer.from(`${first}|${key.createdAt}|${key.id}`).toString('base64url');
}

/** The cursor's time as the server wrote it (UTC, microseconds), naming a real instant. */
function isCursorTime(text: string | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(text)) return false;
  const date = new Date(text);
  // A date such as 2024-02-31 parses as 2024-03-02 but PostgreSQL refuses it: compare back.
  return isWithinSupportedYears(date) && date.toISOString().slice(0, 23) === text.slice(0, 23);
}

/** A cursor of the order asked for; one of the other order is refused like a forged one. */
export function decodeApplicantCursor(cursor: string, sort: ApplicantSort): ApplicantCursor {
  const [first = '', createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const isMatch = first.startsWith('m');
  const value = Number(isMatch ? first.slice(1) : first);
  if (
    isMatch !== (sort === 'match') ||
    !/^\d{1,3}$/.test(isMatch ? first.slice(1) : first) ||
    (!isMatch && value > APPLICATION_STATUS_ORDER.length) ||
    !isCursorTime(createdAt) ||
    !id ||
    !CURSOR_ID_PATTERN.test(id)
  )
    throw invalidCursor('before');
  return isMatch
    ? { sort: 'match', match: value, createdAt, id }
    : { sort: 'applied', rank: value, createdAt, id };
}

/** How many of the job's trades the applicant has. */
function matchSql(jobTrades: readonly string[]): SQL<number> {
  return sql<number>`(select count(*)::int from unnest(${clients.experience}) as trade where trade = any(${sql.param(jobTrades)}::text[]))`;
}

/**
 * Rows after the cursor in the list's order: in `applied`, one row comparison on
 * `applications_job_order_idx`'s columns, which the index answers; in `match`, the same on the
 * match count first.
 */
function afterCursor(
  cursor: string | undefined,
  sort: ApplicantSort,
  jobTrades: readonly string[],
): SQL | undefined {
  if (!cursor) return undefined;
  const key = decodeApplicantCursor(cursor, sort);
  if (key.sort === 'match')
    return sql`(${matchSql(jobTrades)}, ${applications.createdAt}, ${applications.id}) < (${key.match}::int, ${key.createdAt}::timestamptz, ${key.id}::uuid)`;
  return sql`(${applications.statusOrder}, ${applications.createdAt}, ${applications.id}) < (${STATUS_ORDER_TOP - key.rank}::smallint, ${key.createdAt}::timestamptz, ${key.id}::uuid)`;
}

/** The filter on the job's applications: a status, a trade. */
function filterSql({ status, trade }: ApplicantFilter): SQL | undefined {
  return and(
    status ? eq(applications.status, status) : undefined,
    trade ? sql`${clients.experience} @> array[${trade}]::text[]` : undefined,
  );
}

/** A job, if it belongs to the employer. */
export async function findEmployerJob(
  db: Database,
  employerId: string,
  jobId: string,
): Promise<{ id: string; title: string; employerName: string } | undefined> {
  const [row] = await db
    .select({ id: jobs.id, title: jobs.title, employerName: employers.name })
    .from(jobs)
    .innerJoin(employers, eq(employers.id, jobs.employerId))
    .where(and(eq(jobs.id, jobId), eq(jobs.employerId, employerId)));
  return row;
}

/**
 * Everything the applicants list checks before its page, in one statement with the session check
 * (issue 11): the company asked for (and whose it is), the job if it is that company's, its trades
 * (for the match order), and the number of applications the list holds: the job's stored total,
 * or, with a filter, the count of the filtered ones.
 */
export async function findApplicantListAccess(
  db: Database,
  auth: AuthContext,
  employerId: string,
  jobId: string,
  filter: ApplicantFilter = {},
): Promise<{
  /** Whether the company exists, and whether the caller is one of its members. */
  hasEmployer: boolean;
  isMember: boolean;
  jobTotal: number | undefined;
  jobTrades: string[];
}> {
  const filtered = filterSql(filter);
  const total = filtered
    ? sql<number>`(select count(*)::int from ${applications} inner join ${clients} on ${clients.id} = ${applications.clientId} where ${applications.jobId} = ${jobs.id} and ${filtered})`
    : sql<number>`${jobs.applicationsTotal}`;
  const [row] = await db
    .select({
      isSessionAlive: sessionAliveSql(auth.sessionId),
      employerId: employers.id,
      memberRole: employerMembers.role,
      jobId: jobs.id,
      jobTotal: total,
      jobTrades: jobs.skills,
    })
    .from(sql`(select 1) as access`)
    .leftJoin(employers, eq(employers.id, employerId))
    .leftJoin(
      employerMembers,
      and(eq(employerMembers.employerId, employers.id), eq(employerMembers.userId, auth.userId)),
    )
    .leftJoin(jobs, and(eq(jobs.id, jobId), eq(jobs.employerId, employers.id)));
  confirmSession(auth, row?.isSessionAlive ?? false);
  return {
    hasEmployer: Boolean(row?.employerId),
    isMember: Boolean(row?.memberRole),
    jobTotal: row?.jobId ? Number(row.jobTotal) : undefined,
    jobTrades: row?.jobTrades ?? [],
  };
}

/** A job's applications per status, of those with `trade` when asked. */
export async function countApplicantsByStatus(
  db: Database,
  jobId: string,
  trade: ApplicantFilter['trade'],
): Promise<{ status: string; count: number }[]> {
  const base = db
    .select({ status: applications.status, count: count() })
    .from(applications)
    .$dynamic();
  const joined = trade ? base.innerJoin(clients, eq(clients.id, applications.clientId)) : base;
  return joined
    .where(and(eq(applications.jobId, jobId), filterSql({ trade })))
    .groupBy(applications.status);
}

export interface ApplicantListRow {
  application: Pick<
    ApplicationRow,
    | 'id'
    | 'jobId'
    | 'candidateNumber'
    | 'status'
    | 'answers'
    | 'employerRating'
    | 'interviewRequestedAt'
    | 'createdAt'
    | 'updatedAt'
  >;
  client: { id: string; firstName: string; lastName: string };
  profile: Pick<ClientRow, 'experience' | 'relativeExperience' | 'license'>;
  cursor: { rank: number; match: number; createdAt: string };
}

export interface ApplicantPageOptions extends ApplicantFilter {
  before: string | undefined;
  /** Applications changed since then. */
  since: Date | undefined;
  limit: number;
  sort: ApplicantSort;
  /** The job's trades, for the match order. */
  jobTrades: readonly string[];
}

/** One page of a job's applications with the applicants' names and what their rows show. */
export async function findApplicantPage(
  db: Database,
  jobId: string,
  { before, since, limit, sort, jobTrades, status, trade }: ApplicantPageOptions,
): Promise<ApplicantListRow[]> {
  const match = matchSql(jobTrades);
  const order =
    sort === 'match'
      ? [desc(match), desc(applications.createdAt), desc(applications.id)]
      : [desc(applications.statusOrder), desc(applications.createdAt), desc(applications.id)];
  const rows = await db
    .select({
      application: {
        id: applications.id,
        jobId: applications.jobId,
        candidateNumber: applications.candidateNumber,
        status: applications.status,
        answers: applications.answers,
        employerRating: applications.employerRating,
        interviewRequestedAt: applications.interviewRequestedAt,
        createdAt: applications.createdAt,
        updatedAt: applications.updatedAt,
      },
      // Only the names and the professional profile a row shows: never the rest of the person.
      client: { id: clients.id, firstName: users.firstName, lastName: users.lastName },
      profile: {
        experience: clients.experience,
        relativeExperience: clients.relativeExperience,
        license: clients.license,
      },
      cursor: { rank, match, createdAt: createdAtText },
    })
    .from(applications)
    .innerJoin(clients, eq(clients.id, applications.clientId))
    .innerJoin(users, eq(users.id, clients.userId))
    .where(
      and(
        eq(applications.jobId, jobId),
        filterSql({ status, trade }),
        afterCursor(before, sort, jobTrades),
        since ? gte(applications.updatedAt, since) : undefined,
      ),
    )
    .orderBy(...order)
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    cursor: { ...row.cursor, rank: Number(row.cursor.rank), match: Number(row.cursor.match) },
  }));
}

export interface ApplicantDetailRow {
  application: ApplicationRow;
  client: ClientRow;
  user: Pick<
    typeof users.$inferSelect,
    'id' | 'firstName' | 'lastName' | 'email' | 'phone' | 'avatar' | 'updatedAt'
  >;
}

/** An application of the job with the whole applicant; cloak it before it leaves the server. */
export async function findApplicantDetail(
  db: Database,
  jobId: string,
  applicationId: string,
): Promise<ApplicantDetailRow | undefined> {
  const [row] = await db
    .select({
      application: applications,
      client: clients,
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
        avatar: users.avatar,
        updatedAt: users.updatedAt,
      },
    })
    .from(applications)
    .innerJoin(clients, eq(clients.id, applications.clientId))
    .innerJoin(users, eq(users.id, clients.userId))
    .where(and(eq(applications.id, applicationId), eq(applications.jobId, jobId)));
  return row;
}

/** The application's status and who to e-mail, locked until the transaction ends. */
export async function findApplicationForUpdate(
  db: Database,
  jobId: string,
  applicationId: string,
): Promise<
  | {
      status: ApplicationStatus;
      email: string;
      firstName: string;
      lastName: string;
      language: string;
    }
  | undefined
> {
  const [row] = await db
    .select({
      status: applications.status,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      language: users.language,
    })
    .from(applications)
    .innerJoin(clients, eq(clients.id, applications.clientId))
    .innerJoin(users, eq(users.id, clients.userId))
    .where(and(eq(applications.id, applicationId), eq(applications.jobId, jobId)))
    .for('update', { of: applications });
  return row ? { ...row, status: row.status as ApplicationStatus } : undefined;
}

/**
 * An employer's status change, with its time on the timeline: an interview request, or the
 * decision that closes the application.
 */
export async function setApplicationStatus(
  db: Database,
  applicationId: string,
  status: ApplicationStatus,
): Promise<void> {
  const now = new Date();
  await db
    .update(applications)
    .set({
      status,
      updatedAt: now,
      ...(status === 'interview' ? { interviewRequestedAt: now } : { closedAt: now }),
    })
    .where(eq(applications.id, applicationId));
}

/** Used by the expiry sweep: `applied` applications made at or before `cutoff` expire. */
export async function expireAppliedBefore(
  db: Database,
  cutoff: Date,
  now: Date,
): Promise<string[]> {
  const rows = await db
    .update(applications)
    .set({ status: 'expired', updatedAt: now, closedAt: now })
    .where(and(eq(applications.status, 'applied'), lte(applications.createdAt, cutoff)))
    .returning({ id: applications.id });
  return rows.map((row) => row.id);
}

/** The employer's rating of the application (null clears it). */
export async function setApplicationRating(
  db: Database,
  applicationId: string,
  rating: number | null,
): Promise<void> {
  // Not `updated_at`: that is the application's own change, which the client's timeline reads.
  await db
    .update(applications)
    .set({ employerRating: rating })
    .where(eq(applications.id, applicationId));
}

export type ApplicationNoteRow = Pick<
  typeof applicationNotes.$inferSelect,
  'id' | 'body' | 'createdAt'
> & { author: { firstName: string; lastName: string } | null };

/** The company's notes on an application, oldest first, each with its author's name. */
export async function findApplicationNotes(
  db: Database,
  applicationId: string,
  employerId: string,
): Promise<ApplicationNoteRow[]> {
  return db
    .select({
      id: applicationNotes.id,
      body: applicationNotes.body,
      createdAt: applicationNotes.createdAt,
      author: { firstName: users.firstName, lastName: users.lastName },
    })
    .from(applicationNotes)
    .leftJoin(users, eq(users.id, applicationNotes.authorUserId))
    .where(
      and(
        eq(applicationNotes.applicationId, applicationId),
        eq(applicationNotes.employerId, employerId),
      ),
    )
    .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
}

export async function insertApplicationNote(
  db: Database,
  values: { applicationId: string; employerId: string; authorUserId: string; body: string },
): Promise<Omit<ApplicationNoteRow, 'author'>> {
  const [row] = await db.insert(applicationNotes).values(values).returning({
    id: applicationNotes.id,
    body: applicationNotes.body,
    createdAt: applicationNotes.createdAt,
  });
  return row!;
}

export type ApplicationEventRow = Pick<
  typeof applicationEvents.$inferSelect,
  'kind' | 'status' | 'message' | 'createdAt'
>;

/** The application's history, oldest first. */
export async function findApplicationEvents(
  db: Database,
  applicationId: string,
): Promise<ApplicationEventRow[]> {
  return db
    .select({
      kind: applicationEvents.kind,
      status: applicationEvents.status,
      message: applicationEvents.message,
      createdAt: applicationEvents.createdAt,
    })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
}

/** An interview invitation, on the application's history. */
export async function insertInvitationEvent(
  db: Database,
  applicationId: string,
  message: string,
): Promise<ApplicationEventRow> {
  const [row] = await db
    .insert(applicationEvents)
    .values({ applicationId, kind: 'invitation', message })
    .returning({
      kind: applicationEvents.kind,
      status: applicationEvents.status,
      message: applicationEvents.message,
      createdAt: applicationEvents.createdAt,
    });
  return row!;
}
