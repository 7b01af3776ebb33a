/**
 * The SQL of job moderation (docs/rules.md#job-moderation): the staff console's Job posts, and
 * unpublishing and restoring a job. Unpublishing sets `jobs.status` to 'unpublished', so that the
 * triggers keep the counts and every client read (which reads 'active') leaves the job out.
 */
import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { employers, jobReports, jobs, users } from '../../db/schema.ts';
import { containsPattern } from '../../lib/like.ts';
import { cursorPage } from '../../lib/paging.ts';
import { UNPUBLISHED } from '../jobs/queries.ts';

/** The open reports a row of the list carries, newest first. */
const REPORTS_SHOWN = 20;

export interface ModeratedJobRow {
  id: string;
  title: string;
  employerId: string;
  employerName: string;
  status: string;
  statusBeforeUnpublish: string | null;
  unpublishedAt: Date | null;
  unpublishedReason: string | null;
  fairChanceFlags: string[] | null;
  createdAt: Date;
  openReports: number;
  reports: { reason: string; comment: string | null; createdAt: string }[] | string | null;
}

const openReport = sql`select 1 from ${jobReports} r where r.job_id = ${jobs.id} and r.resolved_at is null`;

/** The columns of a row of the list. */
const moderatedColumns = {
  id: jobs.id,
  title: jobs.title,
  employerId: jobs.employerId,
  employerName: employers.name,
  status: jobs.status,
  statusBeforeUnpublish: jobs.statusBeforeUnpublish,
  unpublishedAt: jobs.unpublishedAt,
  unpublishedReason: jobs.unpublishedReason,
  fairChanceFlags: jobs.fairChanceFlags,
  createdAt: jobs.createdAt,
  openReports:
    sql<number>`(select count(*)::integer from ${jobReports} r where r.job_id = ${jobs.id} and r.resolved_at is null)`.mapWith(
      Number,
    ),
  reports: sql<
    ModeratedJobRow['reports']
  >`(select coalesce(json_agg(json_build_object('reason', o.reason, 'comment', o.comment, 'createdAt', o.created_at) order by o.created_at desc), '[]'::json)
    from (select r.reason, r.comment, r.created_at from ${jobReports} r where r.job_id = ${jobs.id} and r.resolved_at is null order by r.created_at desc limit ${REPORTS_SHOWN}) o)`,
};

/** A page of the posts that need a look (flagged or reported), or of the unpublished ones. */
export async function findModeratedJobPage(
  db: Database,
  options: {
    view: 'attention' | 'unpublished';
    q?: string | undefined;
    before?: string;
    limit: number;
  },
): Promise<{ rows: ModeratedJobRow[]; total: number }> {
  const where = and(
    options.view === 'unpublished'
      ? eq(jobs.status, UNPUBLISHED)
      : and(
          sql`${jobs.status} <> ${UNPUBLISHED}`,
          or(sql`cardinality(${jobs.fairChanceFlags}) > 0`, sql`exists (${openReport})`),
        ),
    options.q
      ? or(
          ilike(jobs.title, containsPattern(options.q)),
          ilike(employers.name, containsPattern(options.q)),
        )
      : undefined,
  );
  const page = cursorPage({ before: options.before }, jobs.createdAt, jobs.id);
  const [rows, [total]] = await Promise.all([
    db
      .select(moderatedColumns)
      .from(jobs)
      .innerJoin(employers, eq(employers.id, jobs.employerId))
      .where(and(where, page.where))
      .orderBy(desc(jobs.createdAt), desc(jobs.id))
      .limit(options.limit),
    db
      .select({ n: count() })
      .from(jobs)
      .innerJoin(employers, eq(employers.id, jobs.employerId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One row of the list, by id (the answer of an action). */
export async function findModeratedJob(
  db: Database,
  id: string,
): Promise<ModeratedJobRow | undefined> {
  const [row] = await db
    .select(moderatedColumns)
    .from(jobs)
    .innerJoin(employers, eq(employers.id, jobs.employerId))
    .where(eq(jobs.id, id));
  return row;
}

/** The job, its status and its company's owner (who is e-mailed), locked until the end. */
export async function lockJobForModeration(db: Database, id: string) {
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      statusBeforeUnpublish: jobs.statusBeforeUnpublish,
      employerId: jobs.employerId,
      owner: { email: users.email, firstName: users.firstName, language: users.language },
    })
    .from(jobs)
    .innerJoin(employers, eq(employers.id, jobs.employerId))
    .innerJoin(users, eq(users.id, employers.userId))
    .where(eq(jobs.id, id))
    .for('update', { of: jobs });
  return row;
}

export async function markJobUnpublished(db: Database, id: string, reason: string, now: Date) {
  await db
    .update(jobs)
    .set({
      statusBeforeUnpublish: sql`${jobs.status}`,
      status: UNPUBLISHED,
      unpublishedAt: now,
      unpublishedReason: reason,
    })
    .where(eq(jobs.id, id));
}

/** Puts back the status the employer had set (paused when none was kept). */
export async function markJobRestored(db: Database, id: string) {
  await db
    .update(jobs)
    .set({
      status: sql`coalesce(${jobs.statusBeforeUnpublish}, 'paused')`,
      statusBeforeUnpublish: null,
      unpublishedAt: null,
      unpublishedReason: null,
    })
    .where(eq(jobs.id, id));
}

/** Closes the job's open reports (staff acted on them); answers how many. */
export async function resolveOpenReports(db: Database, jobId: string, now: Date): Promise<number> {
  const rows = await db
    .update(jobReports)
    .set({ resolvedAt: now })
    .where(and(eq(jobReports.jobId, jobId), isNull(jobReports.resolvedAt)))
    .returning({ id: jobReports.id });
  return rows.length;
}

/** Jobs the language check has not read yet (older than the flags), a batch at a time. */
export async function findUncheckedJobs(db: Database, limit: number) {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      description: jobs.description,
      responsibilities: jobs.responsibilities,
      skillsDescription: jobs.skillsDescription,
      questions: jobs.questions,
    })
    .from(jobs)
    .where(sql`${jobs.fairChanceFlags} is null`)
    .orderBy(jobs.id)
    .limit(limit);
}

/**
 * Stores jobs' flags in one statement, without changing their `updated_at` (nothing the employer
 * did changed).
 */
export async function setFairChanceFlags(
  db: Database,
  checked: { id: string; flags: string[] }[],
): Promise<void> {
  if (checked.length === 0) return;
  const values = sql.join(
    checked.map(({ id, flags }) => sql`(${id}::uuid, ${sql.param(flags)}::text[])`),
    sql`, `,
  );
  await db.execute(sql`update ${jobs} set fair_chance_flags = checked.flags
    from (values ${values}) as checked(id, flags) where ${jobs.id} = checked.id`);
}
