/**
 * A job's applicants for its employer, in the order of docs/rules.md#applicant-order-and-counts
 * (interview, applied, hired, notAFit, rejected, expired, withdrawn), newest first within a status. The cursor
 * is the sort key of the last item seen: status rank, creation time to the microsecond, and id.
 */
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  APPLICATION_STATUS_ORDER,
  isWithinSupportedYears,
  type ApplicationStatus,
} from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import { confirmSession, type AuthContext } from '../auth/authenticate.ts';
import { sessionAliveSql } from '../auth/queries.ts';
import { applications, clients, employers, jobs, users } from '../../db/schema.ts';
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

interface ApplicantCursor {
  rank: number;
  createdAt: string;
  id: string;
}

export function encodeApplicantCursor(key: ApplicantCursor): string {
  return Buffer.from(`${key.rank}|${key.createdAt}|${key.id}`).toString('base64url');
}

/** The cursor's time as the server wrote it (UTC, microseconds), naming a real instant. */
function isCursorTime(text: string | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(text)) return false;
  const date = new Date(text);
  // A date such as 2024-02-31 parses as 2024-03-02 but PostgreSQL refuses it: compare back.
  return isWithinSupportedYears(date) && date.toISOString().slice(0, 23) === text.slice(0, 23);
}

export function decodeApplicantCursor(cursor: string): ApplicantCursor {
  const [rankText, createdAt, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const value = Number(rankText);
  if (
    !Number.isInteger(value) ||
    value < 0 ||
    value > APPLICATION_STATUS_ORDER.length ||
    !isCursorTime(createdAt) ||
    !id ||
    !CURSOR_ID_PATTERN.test(id)
  )
    throw invalidCursor('before');
  return { rank: value, createdAt, id };
}

/**
 * Rows after the cursor in the list's order (rank asc, createdAt desc, id desc): one row
 * comparison on `applications_job_order_idx`'s columns, which the index answers.
 */
function afterCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const key = decodeApplicantCursor(cursor);
  return sql`(${applications.statusOrder}, ${applications.createdAt}, ${applications.id}) < (${STATUS_ORDER_TOP - key.rank}::smallint, ${key.createdAt}::timestamptz, ${key.id}::uuid)`;
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
 * (issue 11): the company asked for (and whose it is), the job if it is that company's, and the
 * job's stored total of applications.
 */
export async function findApplicantListAccess(
  db: Database,
  auth: AuthContext,
  employerId: string,
  jobId: string,
): Promise<{ employerUserId: string | undefined; jobTotal: number | undefined }> {
  const [row] = await db
    .select({
      isSessionAlive: sessionAliveSql(auth.sessionId),
      employerUserId: employers.userId,
      jobTotal: jobs.applicationsTotal,
    })
    .from(sql`(select 1) as access`)
    .leftJoin(employers, eq(employers.id, employerId))
    .leftJoin(jobs, and(eq(jobs.id, jobId), eq(jobs.employerId, employers.id)));
  confirmSession(auth, row?.isSessionAlive ?? false);
  return { employerUserId: row?.employerUserId ?? undefined, jobTotal: row?.jobTotal ?? undefined };
}

export interface ApplicantListRow {
  application: Pick<
    ApplicationRow,
    'id' | 'jobId' | 'status' | 'answers' | 'interviewRequestedAt' | 'createdAt' | 'updatedAt'
  >;
  client: { id: string; firstName: string; lastName: string };
  cursor: { rank: number; createdAt: string };
}

export interface ApplicantPageOptions {
  before: string | undefined;
  /** Applications changed since then. */
  since: Date | undefined;
  limit: number;
}

/** One page of a job's applications with the applicants' names. */
export async function findApplicantPage(
  db: Database,
  jobId: string,
  { before, since, limit }: ApplicantPageOptions,
): Promise<ApplicantListRow[]> {
  const rows = await db
    .select({
      application: {
        id: applications.id,
        jobId: applications.jobId,
        status: applications.status,
        answers: applications.answers,
        interviewRequestedAt: applications.interviewRequestedAt,
        createdAt: applications.createdAt,
        updatedAt: applications.updatedAt,
      },
      // Only the names: a list never reads the rest of the person.
      client: { id: clients.id, firstName: users.firstName, lastName: users.lastName },
      cursor: { rank, createdAt: createdAtText },
    })
    .from(applications)
    .innerJoin(clients, eq(clients.id, applications.clientId))
    .innerJoin(users, eq(users.id, clients.userId))
    .where(
      and(
        eq(applications.jobId, jobId),
        afterCursor(before),
        since ? gte(applications.updatedAt, since) : undefined,
      ),
    )
    .orderBy(desc(applications.statusOrder), desc(applications.createdAt), desc(applications.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, cursor: { ...row.cursor, rank: Number(row.cursor.rank) } }));
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
