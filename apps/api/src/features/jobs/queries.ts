/**
 * Reading jobs with what every list shows: the employer summary, applicant counts
 * (docs/rules.md#applicant-order-and-counts: `applicationsCount` counts applied, interview and
 * hired; `applicationsTotal` counts all; both stored on the job by the database's trigger) and, for
 * a client, their own application's status.
 */
import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Job } from '@fairchance/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { activeJobOffenseCounts, applications, employers, jobs } from '../../db/schema.ts';
import { iso } from '../../lib/dates.ts';
import { cursorOrder, cursorPage, encodeCursor } from '../../lib/paging.ts';

export type JobRow = typeof jobs.$inferSelect;

/**
 * How many of the newest matching jobs suggestions rank (issue 11): the candidates come from the
 * index in its own order, so the cost stays the same however many jobs the state holds.
 */
export const SUGGESTION_CANDIDATES = 100;

/** The columns of a job answer; `viewerClientId` adds that client's application status. */
function jobColumns(viewerClientId?: string) {
  return {
    job: jobs,
    employer: {
      id: employers.id,
      name: employers.name,
      city: employers.city,
      state: employers.state,
    },
    applicationStatus: viewerClientId
      ? sql<
          string | null
        >`(select a.status from ${applications} a where a.job_id = ${jobs.id} and a.client_id = ${viewerClientId})`
      : sql<null>`null`,
  };
}

type JoinedJob = {
  job: JobRow;
  employer: { id: string; name: string; city: string; state: string };
  applicationStatus: string | null;
};

export function toJob(row: JoinedJob, withCursor = false): Job {
  const { job } = row;
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
    status: job.status as Job['status'],
    applicationsCount: job.applicationsCount,
    applicationsTotal: job.applicationsTotal,
    ...(row.applicationStatus
      ? { applicationStatus: row.applicationStatus as Job['applicationStatus'] }
      : {}),
    createdAt: iso(job.createdAt),
    updatedAt: iso(job.updatedAt),
    ...(withCursor ? { cursor: encodeCursor({ at: job.createdAt, id: job.id }) } : {}),
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

export interface OpenJobPageOptions {
  /**
   * The client's offenses as bits (`offense_mask`): only the jobs open to them; else every active
   * job.
   */
  offenseMask: number | undefined;
  /** Only the jobs changed since then (the total counts only those too). */
  since: Date | undefined;
  page: SQL | undefined;
  limit: number;
  viewerClientId?: string;
}

/**
 * A page of Current Opportunities. Its total without `since` comes from
 * `active_job_offense_counts` (a row per set of accepted offenses, kept by the database), whatever
 * the number of jobs; with `since`, the changed jobs are counted.
 */
export function findOpenJobPage(db: Database, options: OpenJobPageOptions) {
  const { offenseMask, since } = options;
  const where = and(openJobs(offenseMask), since ? gt(jobs.updatedAt, since) : undefined);
  const total = since
    ? undefined
    : db
        .select({ n: sql<number>`coalesce(sum(${activeJobOffenseCounts.jobs}), 0)::integer` })
        .from(activeJobOffenseCounts)
        .where(
          offenseMask === undefined
            ? undefined
            : acceptsAll(activeJobOffenseCounts.offenseMask, offenseMask),
        );
  return findJobPage(db, {
    where,
    page: options.page,
    limit: options.limit,
    ...(options.viewerClientId ? { viewerClientId: options.viewerClientId } : {}),
    ...(total ? { total } : {}),
  });
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
    items: rows.map((row) => ({
      ...toJob(row),
      cursor: encodeCursor({ at: row.appliedAt, id: row.applicationId }),
    })),
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
