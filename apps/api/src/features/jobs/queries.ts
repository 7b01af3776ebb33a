/**
 * Reading jobs with what every list shows: the employer summary, applicant counts (DESIGN §4:
 * `applicationsCount` counts applied, interview and hired; `applicationsTotal` counts all) and,
 * for a client, their own application's status.
 */
import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { COUNTED_APPLICATION_STATUSES, type Job } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import { applications, employers, jobs } from '../../db/schema.ts';
import { iso } from '../../lib/dates.ts';
import { cursorOrder, cursorPage, encodeCursor } from '../../lib/paging.ts';

export type JobRow = typeof jobs.$inferSelect;

const counted = sql.join(
  COUNTED_APPLICATION_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

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
    applicationsCount: sql<number>`(select count(*)::int from ${applications} a where a.job_id = ${jobs.id} and a.status in (${counted}))`,
    applicationsTotal: sql<number>`(select count(*)::int from ${applications} a where a.job_id = ${jobs.id})`,
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
  applicationsCount: number;
  applicationsTotal: number;
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
    applicationsCount: Number(row.applicationsCount),
    applicationsTotal: Number(row.applicationsTotal),
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
 * The page condition of a jobs list from its cursors (DESIGN §3): `before` the cursor of the last
 * job seen gives the older jobs that follow it, `after` the cursor of the first job seen gives the
 * newer jobs that precede it (the page above, or what was posted since the list was read).
 * The query schema refuses both at once.
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
    db.select({ n: count() }).from(jobs).where(options.where),
  ]);
  if (fromOldest) rows.reverse();
  return { items: rows.map((r) => toJob(r, true)), total: Number(total?.n ?? 0) };
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
 * Suggestions (DESIGN §4): active jobs the client is eligible for and has not applied to, ranked
 * by how many of the job's trades the client has, then nearness (same city, then same state),
 * then newest.
 */
export async function findSuggestedJobs(
  db: Database,
  client: {
    id: string;
    offense: string[];
    experience: string[];
    city: string | null;
    state: string | null;
  },
  limit: number,
): Promise<Job[]> {
  const overlap = sql<number>`(select count(*)::int from unnest(${jobs.skills}) as s(skill) where s.skill = any(${sql.param(client.experience)}::text[]))`;
  const city = sql`coalesce(${jobs.location}->>'city', ${employers.city})`;
  const state = sql`coalesce(${jobs.location}->>'state', ${employers.state})`;
  const nearness = sql<number>`case when ${client.city ?? ''} <> '' and lower(${city}) = lower(${client.city ?? ''}) then 2 when ${state} = ${client.state ?? ''} then 1 else 0 end`;
  const rows = await db
    .select(jobColumns(client.id))
    .from(jobs)
    .innerJoin(employers, eq(employers.id, jobs.employerId))
    .where(
      and(
        eligibleFor(client.offense),
        sql`not exists (select 1 from ${applications} a where a.job_id = ${jobs.id} and a.client_id = ${client.id})`,
      ),
    )
    .orderBy(desc(overlap), desc(nearness), desc(jobs.createdAt), desc(jobs.id))
    .limit(limit);
  return rows.map((r) => toJob(r));
}

/** Active jobs whose accepted offenses include every offense of the client (DESIGN §4). */
export function eligibleFor(offense: readonly string[]): SQL {
  return and(
    eq(jobs.status, 'active'),
    sql`${jobs.offenses} @> ${sql.param([...offense])}::text[]`,
  )!;
}
