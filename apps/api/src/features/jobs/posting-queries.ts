/** Writing jobs (the employer side); reading them is queries.ts. */
import { and, eq } from 'drizzle-orm';
import { fairChanceFlagsOf, type JobData } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import { employerMembers, jobs } from '../../db/schema.ts';
import { jobAnswerColumns, UNPUBLISHED, type JobRow } from './queries.ts';

/** The stored columns of a job, from the validated job. */
function jobValues(job: JobData) {
  return {
    title: job.title,
    description: job.description,
    department: job.department,
    startDate: job.startDate,
    typeOfWork: job.typeOfWork,
    workingTime: job.workingTime,
    numberOfOpenPositions: job.numberOfOpenPositions,
    location: job.location,
    offenses: [...job.offenses],
    responsibilities: [...job.responsibilities],
    experience: job.experience,
    skills: [...job.skills],
    skillsDescription: job.skillsDescription,
    salaryOptions: job.salaryOptions,
    questions: [...job.questions],
    status: job.status,
    fairChanceFlags: fairChanceFlagsOf(job),
  };
}

export async function insertJob(db: Database, employerId: string, job: JobData): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({ ...jobValues(job), employerId })
    .returning({ id: jobs.id });
  return row!.id;
}

/**
 * The job and the user's role in its company (null for an outsider), locked until the
 * transaction ends (read-modify-write).
 */
export async function findJobForUpdate(
  db: Database,
  id: string,
  userId: string,
): Promise<{ job: JobRow; memberRole: string | null } | undefined> {
  const [row] = await db
    .select({ job: jobAnswerColumns, memberRole: employerMembers.role })
    .from(jobs)
    .leftJoin(
      employerMembers,
      and(eq(employerMembers.employerId, jobs.employerId), eq(employerMembers.userId, userId)),
    )
    .where(eq(jobs.id, id))
    .for('update', { of: jobs });
  return row;
}

/**
 * Writes the edited job. An unpublished job stays unpublished (`keepUnpublished`): the employer may
 * fix its wording, and only staff restore it (docs/rules.md#job-moderation).
 */
export async function updateJobRow(
  db: Database,
  id: string,
  job: JobData,
  keepUnpublished = false,
): Promise<void> {
  const values = jobValues(job);
  await db
    .update(jobs)
    .set(keepUnpublished ? { ...values, status: UNPUBLISHED } : values)
    .where(eq(jobs.id, id));
}
