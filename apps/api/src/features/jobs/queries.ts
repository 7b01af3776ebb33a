/**
 * Reading jobs with what every list shows: the employer summary, applicant counts
 * (docs/rules.md#applicant-order-and-counts: `applicationsCount` counts applied, interview and
 * hired; `applicationsTotal` counts all; both stored on the job by the database's trigger) and, for
 * a client, their own application's status.
 */
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Job, JobsQuery } from '@fairchance/shared';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { activeJobOffenseCounts, applications, employers, jobs } from '../../db/schema.ts';
import { iso } from '../../lib/dates.ts';
import {
  cursorOrder,
  cursorPage,
  decodeCursor,
  encodeCursor,
  exactCursorTime,
} from '../../lib/paging.ts';

/**
 * The columns a job answer is made from: not the search document, nor the place and pay the
 * filters read (docs/rules.md#job-search), which only the database writes.
 */
const {
  search: _search,
  placeCity: _placeCity,
  placeState: _placeState,
  payHourlyMax: _payHourlyMax,
  fairChanceFlags: _fairChanceFlags,
  ...jobAnswerColumns
} = getTableColumns(jobs);
export { jobAnswerColumns };

export type JobRow = { [K in keyof typeof jobAnswerColumns]: (typeof jobs.$inferSelect)[K] };

/**
 * How many of the newest matching jobs suggestions rank (issue 11): the candidates come from the
 * index in its own order, so the cost stays the same however many jobs the state holds.
 */
export const SUGGESTION_CANDIDATES = 100;

/** The columns of a job answer; `viewerClientId` adds that client's application status. */
function jobColumns(viewerClientId?: string) {
  return {
    job: jobAnswerColumns,
    employer: {
      id: employers.id,
      name: employers.name,
      city: employers.city,
      state: employers.state,
    },
    // The client's own application with its timeline, as one JSON value (times as text).
    application: viewerClientId
      ? sql<AppliedRow | null>`(select json_build_object('id', a.id, 'status', a.status,
          'createdAt', a.created_at, 'interviewRequestedAt', a.interview_requested_at,
          'closedAt', a.closed_at, 'updatedAt', a.updated_at)
          from ${applications} a where a.job_id = ${jobs.id} and a.client_id = ${viewerClientId})`
      : sql<null>`null`,
  };
}

/** The viewing client's application as the job's statement reads it. */
interface AppliedRow {
  id: string;
  status: string;
  createdAt: string;
  interviewRequestedAt: string | null;
  closedAt: string | null;
  updatedAt: string;
}

type JoinedJob = {
  job: JobRow;
  employer: { id: string; name: string; city: string; state: string };
  application: AppliedRow | string | null;
};

const isoOrNull = (value: string | null) => (value === null ? null : iso(new Date(value)));

/** The client's application from its JSON (a driver may hand JSON over as text). */
function toClientApplication(jobId: string, value: AppliedRow | string | null) {
  if (value === null) return undefined;
  const row = typeof value === 'string' ? (JSON.parse(value) as AppliedRow) : value;
  return {
    id: row.id,
    jobId,
    status: row.status as NonNullable<Job['applicationStatus']>,
    createdAt: iso(new Date(row.createdAt)),
    interviewRequestedAt: isoOrNull(row.interviewRequestedAt),
    closedAt: isoOrNull(row.closedAt),
    updatedAt: iso(new Date(row.updatedAt)),
  };
}

/**
 * The status the employer set: an unpublished job keeps it aside until staff restore it
 * (docs/rules.md#job-moderation).
 */
export function employerStatusOf(job: Pick<JobRow, 'status' | 'statusBeforeUnpublish'>) {
  return (
    job.status === UNPUBLISHED ? (job.statusBeforeUnpublish ?? 'paused') : job.status
  ) as Job['status'];
}

/** `jobs.status` of a job staff unpublished; the API answers the employer's status instead. */
export const UNPUBLISHED = 'unpublished';

export function toJob(row: JoinedJob & { sortKey?: number | null }, withCursor = false): Job {
  const { job } = row;
  const application = toClientApplication(job.id, row.application);
  const unpublished =
    job.status === UNPUBLISHED && job.unpublishedAt
      ? { at: iso(job.unpublishedAt), reason: job.unpublishedReason ?? '' }
      : undefined;
  return {
    id: job.id,
    employerId: job.employerId,
    employer: row.employer,
    title: job.title,
    description: job.description,
    department: job.department,
    startDate: job.startDate ?? '',
    typeOfWork: job.typeOfWork as Job['typeOfWork'],
    workingTime: job.workingTime as Job['workingTime'],
    numberOfOpenPositions: job.numberOfOpenPositions,
    location: (job.location ?? null) as Job['location'],
    offenses: job.offenses as Job['offenses'],
    responsibilities: job.responsibilities,
    experience: job.experience as Job['experience'],
    skills: job.skills as Job['skills'],
    skillsDescription: job.skillsDescription,
    salaryOptions: job.salaryOptions as Job['salaryOptions'],
    questions: job.questions,
    status: employerStatusOf(job),
    applicationsCount: job.applicationsCount,
    applicationsTotal: job.applicationsTotal,
    ...(application ? { applicationStatus: application.status, application } : {}),
    ...(unpublished ? { unpublished } : {}),
    createdAt: iso(job.createdAt),
    updatedAt: iso(job.updatedAt),
    ...(withCursor
      ? {
          cursor: encodeCursor({
            at: job.createdAt,
            id: job.id,
            ...(row.sortKey != null ? { key: row.sortKey } : {}),
          }),
        }
      : {}),
  };
}

export async function findJobById(
  db: Database,
  id: string,
  viewerClientId?: string,
): Promise<Job | undefined> {
  const [row] = await db
    .select(jobColumns(viewerClientId))
    .from(jobs)
    .innerJoin(employers, eq(employers.id, jobs.employerId))
    .where(eq(jobs.id, id));
  return row ? toJob(row) : undefined;
}

/**
 * The page condition of a jobs list from its cursors (docs/api.md#lists-and-paging): `before` the
 * cursor of the last job seen gives the older jobs that follow it, `after` the cursor of the first
 * job seen gives the newer jobs that precede it (the page above, or what was posted since the list
 * was read). The query schema refuses both at once.
 */
export function jobCursorPage(cursors: {
  before?: string | undefined;
  after?: string | undefined;
}): Pick<JobPageOptions, 'page' | 'fromOldest'> {
  const { where, fromOldest } = cursorPage(cursors, jobs.createdAt, jobs.id);
  return { page: where, fromOldest };
}

export interface JobPageOptions {
  where: SQL | undefined;
  /** Applied after `where`, for the page only (the total ignores it). */
  page: SQL | undefined;
  limit: number;
  /**
   * Take the page from the oldest end of `page`: with `after`, the page is the jobs just above
   * the cursor, not the newest of the whole list. The answer is newest first all the same.
   */
  fromOldest?: boolean;
  viewerClientId?: string;
  /** The list's total, when it is known better than by counting `where`. */
  total?: PromiseLike<{ n: number }[]>;
}

/** A page of jobs, newest first, with the total of `where` for x-total-count. */
export async function findJobPage(
  db: Database,
  options: JobPageOptions,
): Promise<{ items: Job[]; total: number }> {
  const fromOldest = options.fromOldest ?? false;
  const [rows, [total]] = await Promise.all([
    db
      .select(jobColumns(options.viewerClientId))
      .from(jobs)
      .innerJoin(employers, eq(employers.id, jobs.employerId))
      .where(and(options.where, options.page))
      .orderBy(...cursorOrder(fromOldest, jobs.createdAt, jobs.id))
      .limit(options.limit),
    options.total ?? db.select({ n: count() }).from(jobs).where(options.where),
  ]);
  if (fromOldest) rows.reverse();
  return { items: rows.map((r) => toJob(r, true)), total: Number(total?.n ?? 0) };
}

/**
 * `mask` accepts every offense of `clientMask`. Written `mask & client >= client`, which is the
 * same test (the bits of `mask & client` are a subset of the client's, so as a number it is at
 * most the client's, equal only when all are there), because PostgreSQL guesses that a third of
 * the rows pass an inequality but only one in two hundred an equality on an expression: with the
 * equality it would think a client eligible for almost nothing, and read every job rather than
 * walk the index in its order.
 */
export function acceptsAll(mask: SQL | AnyPgColumn, clientMask: number): SQL {
  return sql`${mask} & ${clientMask}::integer >= ${clientMask}::integer`;
}

/**
 * Active jobs, for a client those whose accepted offenses include all of theirs
 * (docs/rules.md#eligibility). Written as `jobs_active_created_idx` is (`status = 'active'`, the
 * bits on its column), so that a page walks the index in its order and stops at the limit.
 */
export function openJobs(offenseMask: number | undefined): SQL {
  return offenseMask === undefined
    ? sql`${jobs.status} = 'active'`
    : sql`${jobs.status} = 'active' and ${acceptsAll(jobs.offenseMask, offenseMask)}`;
}

/** The search and filters of Current Opportunities (docs/rules.md#job-search). */
export type JobSearch = Pick<
  JobsQuery,
  'q' | 'typeOfWork' | 'workingTime' | 'city' | 'state' | 'minPay' | 'postedWithin' | 'sort'
>;

export interface OpenJobPageOptions {
  /**
   * The client's offenses as bits (`offense_mask`): only the jobs open to them; else every active
   * job.
   */
  offenseMask: number | undefined;
  /** Only the jobs changed since then (the total counts only those too). */
  since: Date | undefined;
  /** The cursor of the last job seen, in the list's own order. */
  before: string | undefined;
  limit: number;
  search: JobSearch;
  /** The client's trades, for `sort=match`. */
  trades?: string[];
  viewerClientId?: string;
}

/** The words of `q` as a query of the search document, read both in English and in Spanish. */
function searchQuery(q: string): SQL {
  return sql`(websearch_to_tsquery('english', ${q}) || websearch_to_tsquery('spanish', ${q}))`;
}

/**
 * The search's filters besides eligibility (docs/rules.md#job-search). `postedWithin` counts back
 * from `now` when given (the job alerts' clock), else from the database's clock.
 */
export function searchFilters(search: JobSearch, now?: Date): SQL | undefined {
  const from = now ? sql`${now.toISOString()}::timestamptz` : sql`now()`;
  return and(
    search.q ? sql`${jobs.search} @@ ${searchQuery(search.q)}` : undefined,
    search.typeOfWork?.length ? inArray(jobs.typeOfWork, search.typeOfWork) : undefined,
    search.workingTime?.length ? inArray(jobs.workingTime, search.workingTime) : undefined,
    search.city ? eq(jobs.placeCity, search.city.toLowerCase()) : undefined,
    search.state ? eq(jobs.placeState, search.state) : undefined,
    search.minPay !== undefined ? gte(jobs.payHourlyMax, search.minPay) : undefined,
    search.postedWithin
      ? sql`${jobs.createdAt} >= ${from} - make_interval(days => ${search.postedWithin}::integer)`
      : undefined,
  );
}

/**
 * The key a sorted list is ordered by before its time and id, as an integer computed from a row of
 * `table` (the list's own or the cursor's): the words' rank for `relevance` (ts_rank scaled to
 * an integer, so that a cursor carries it exactly), the number of the client's trades the job
 * calls for for `match`; none for `newest`.
 */
function sortKeyOf(
  options: OpenJobPageOptions,
  table: { search: AnyPgColumn; skills: AnyPgColumn },
): SQL<number> | undefined {
  const { sort, q } = options.search;
  if (sort === 'relevance' && q)
    return sql<number>`(ts_rank(${table.search}, ${searchQuery(q)}) * 1000000)::integer`;
  if (sort === 'match') {
    const trades = sql`${sql.param(options.trades ?? [])}::text[]`;
    return sql<number>`(select count(*)::integer from unnest(${table.skills}) as s(skill) where s.skill = any(${trades}))`;
  }
  return undefined;
}

/**
 * The jobs after the cursor in the list's order. The cursor's key and time are read back from
 * the cursor's own row (exact, and the same as the list computes); what the cursor carries serves
 * only when that row is gone.
 */
function afterCursorIn(options: OpenJobPageOptions, key: SQL<number> | undefined): SQL | undefined {
  if (!options.before) return undefined;
  const cursor = decodeCursor(options.before, 'before');
  const at = exactCursorTime(cursor, jobs.createdAt, jobs.id);
  if (!key) return sql`(${jobs.createdAt}, ${jobs.id}) < (${at}, ${cursor.id}::uuid)`;
  const row = alias(jobs, 'cursor_job');
  const exactKey = sql`(select ${sortKeyOf(options, row)} from ${jobs} as ${sql.identifier('cursor_job')} where ${row.id} = ${cursor.id}::uuid)`;
  return sql`(${key}, ${jobs.createdAt}, ${jobs.id}) < (coalesce(${exactKey}, ${cursor.key ?? null}::integer), ${at}, ${cursor.id}::uuid)`;
}

/**
 * A page of Current Opportunities, searched, filtered and sorted as asked (docs/rules.md#job-search).
 * Without search or filters, its total comes from `active_job_offense_counts` (a row per set of
 * accepted offenses, kept by the database), whatever the number of jobs; with them (or with
 * `since`), the matching jobs are counted, from the index that narrows them (the search
 * document's, the place's, the posting time's).
 */
export async function findOpenJobPage(
  db: Database,
  options: OpenJobPageOptions,
): Promise<{ items: Job[]; total: number }> {
  const { offenseMask, since, search } = options;
  const filters = searchFilters(search);
  const where = and(openJobs(offenseMask), since ? gt(jobs.updatedAt, since) : undefined, filters);
  const key = sortKeyOf(options, jobs);
  const total =
    since || filters
      ? db.select({ n: count() }).from(jobs).where(where)
      : db
          .select({ n: sql<number>`coalesce(sum(${activeJobOffenseCounts.jobs}), 0)::integer` })
          .from(activeJobOffenseCounts)
          .where(
            offenseMask === undefined
              ? undefined
              : acceptsAll(activeJobOffenseCounts.offenseMask, offenseMask),
          );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ ...jobColumns(options.viewerClientId), sortKey: key ?? sql<null>`null` })
      .from(jobs)
      .innerJoin(employers, eq(employers.id, jobs.employerId))
      .where(and(where, afterCursorIn(options, key)))
      .orderBy(...(key ? [desc(key)] : []), desc(jobs.createdAt), desc(jobs.id))
      .limit(options.limit),
    total,
  ]);
  return { items: rows.map((r) => toJob(r, true)), total: Number(counted?.n ?? 0) };
}

export interface AppliedJobPageOptions {
  /** The cursor of the last job seen: the earlier applications after it. */
  before?: string | undefined;
  /** The cursor of the first job seen: the later applications above it (never with `before`). */
  after?: string | undefined;
  /** Applications changed since then (the total counts only those too). */
  since?: Date | undefined;
  limit: number;
}

/**
 * The jobs a client applied to, most recent application first, each with the application's
 * status (the client's dashboard). The cursor follows the application's time.
 */
export async function findAppliedJobPage(
  db: Database,
  clientId: string,
  options: AppliedJobPageOptions,
): Promise<{ items: Job[]; total: number }> {
  const where = and(
    eq(applications.clientId, clientId),
    options.since ? gt(applications.updatedAt, options.since) : undefined,
  );
  const page = cursorPage(options, applications.createdAt, applications.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...jobColumns(clientId),
        appliedAt: applications.createdAt,
        applicationId: applications.id,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(employers, eq(employers.id, jobs.employerId))
      .where(and(where, page.where))
      .orderBy(...cursorOrder(page.fromOldest, applications.createdAt, applications.id))
      .limit(options.limit),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  if (page.fromOldest) rows.reverse();
  return {
    // Why staff unpublished a job is the employer's to read (docs/rules.md#job-moderation).
    items: rows.map((row) => {
      const { unpublished: _unpublished, ...job } = toJob(row);
      return { ...job, cursor: encodeCursor({ at: row.appliedAt, id: row.applicationId }) };
    }),
    total: Number(total?.n ?? 0),
  };
}

/**
 * Suggestions (docs/rules.md#suggestions): active jobs the client is eligible for and has not
 * applied to, ranked by how many of the job's trades the client has, then nearness (same city, then
 * same state), then newest. Ranked among the SUGGESTION_CANDIDATES newest such jobs that share a
 * trade with the client, and, when those are fewer than `limit`, the as many newest others (docs:
 * decision 015): both read `jobs_active_created_idx` in its order, so the work does not grow with
 * the table.
 */
export async function findSuggestedJobs(
  db: Database,
  client: {
    id: string;
    offenseMask: number;
    experience: string[];
    city: string | null;
    state: string | null;
  },
  limit: number,
): Promise<Job[]> {
  const trades = sql`${sql.param(client.experience)}::text[]`;
  const notApplied = sql`not exists (select 1 from ${applications} a where a.job_id = c.id and a.client_id = ${client.id})`;
  const open = sql`c.status = 'active' and ${acceptsAll(sql`c.offense_mask`, client.offenseMask)}`;
  const newest = sql`order by c.created_at desc, c.id desc limit ${SUGGESTION_CANDIDATES}`;
  const candidates = sql`(
    with sharing as (
      select c.id from ${jobs} c where ${open} and c.skills && ${trades} and ${notApplied} ${newest}
    )
    select id from sharing
    union all
    select id from (select c.id from ${jobs} c where ${open} and not (c.skills && ${trades}) and ${notApplied} ${newest}) others
    where (select count(*) from sharing) < ${limit}
  )`;
  const overlap = sql<number>`(select count(*)::int from unnest(${jobs.skills}) as s(skill) where s.skill = any(${trades}))`;
  const city = sql`coalesce(${jobs.location}->>'city', ${employers.city})`;
  const state = sql`coalesce(${jobs.location}->>'state', ${employers.state})`;
  const nearness = sql<number>`case when ${client.city ?? ''} <> '' and lower(${city}) = lower(${client.city ?? ''}) then 2 when ${state} = ${client.state ?? ''} then 1 else 0 end`;
  const rows = await db
    .select(jobColumns(client.id))
    .from(jobs)
    .innerJoin(employers, eq(employers.id, jobs.employerId))
    .where(sql`${jobs.id} in ${candidates}`)
    .orderBy(desc(overlap), desc(nearness), desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
  return rows.map((r) => toJob(r));
}
