/** Writing jobs (the employer side); reading them is queries.ts. */
import { eq } from 'drizzle-orm';
import type { JobData } from '@fairchance/shared';
import type { Database } from '../../db/client.ts';
import { employers, jobs } from '../../db/schema.ts';
import { jobAnswerColumns, type JobRow } from './queries.ts';

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
  };
}

export async function insertJob(db: Database, employerId: string, job: JobData): Promise<string> {
  const [row] = await db
    .insert(jobs)
    .values({ ...jobValues(job), employerId })
    .returning({ id: jobs.id });
  return row!.id;
}

/** The job and its owner's user id, locked until the transaction ends (read-modify-write). */
export async function findJobForUpdate(
  db: Database,
  id: string,
): Promise<{ job: JobRow; ownerUserId: string } | undefined> {
  const [row] = await db
    .select({ job: jobAnswerColumns, ownerUserId: employers.userId })
    .from(jobs)
    .innerJoin(employers, eq(employers.id, jobs.employerId))
    .where(eq(jobs.id, id))
    .for('update', { of: jobs });
  return row;
}

export async function updateJobRow(db: Database, id: string, job: JobData): Promise<void> {
  await db.update(jobs).set(jobValues(job)).where(eq(jobs.id, id));
}
