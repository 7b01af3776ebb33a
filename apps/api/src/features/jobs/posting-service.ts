/**
 * Posting and editing jobs (docs/rules.md#job-postings, docs/rules.md#quotas). Posting takes one
 * job from the employer's quota in the transaction that inserts the job, with a conditional UPDATE,
 * so concurrent posts can never go past it; at 0 the answer is 402 PaymentDeclined and the UI shows
 * the quota modal.
 */
import {
  AppError,
  applyJobPatch,
  CALL_TEXT,
  type CreateJobRequest,
  type Job,
  type JobData,
  type UpdateJobRequest,
} from '@fairchance/shared';
import { fieldIssues, invalidRequest } from '../../lib/invalid-request.ts';
import type { JsonText } from '../../lib/json-text.ts';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import { findEmployerOfMember, takeJobPost } from '../employers/queries.ts';
import { findJobForUpdate, insertJob, updateJobRow } from './posting-queries.ts';
import { employerStatusOf, findJobById, UNPUBLISHED, type JobRow } from './queries.ts';

function toJobData(row: JobRow): JobData {
  return {
    title: row.title,
    description: row.description,
    department: row.department,
    startDate: row.startDate ?? '',
    typeOfWork: row.typeOfWork as JobData['typeOfWork'],
    workingTime: row.workingTime as JobData['workingTime'],
    numberOfOpenPositions: row.numberOfOpenPositions,
    location: (row.location ?? null) as JobData['location'],
    offenses: row.offenses as JobData['offenses'],
    responsibilities: row.responsibilities,
    experience: row.experience as JobData['experience'],
    skills: row.skills as JobData['skills'],
    skillsDescription: row.skillsDescription,
    salaryOptions: row.salaryOptions as JobData['salaryOptions'],
    questions: row.questions,
    status: employerStatusOf(row),
  };
}

async function readJob(ctx: AppContext, id: string): Promise<JsonText<Job>> {
  const job = await findJobById(ctx.db, id);
  if (!job) throw new AppError('ResourceNotFound', API_TEXT.jobs.notFound);
  return job.json;
}

export async function createJob(
  ctx: AppContext,
  userId: string,
  input: CreateJobRequest,
): Promise<JsonText<Job>> {
  const employer = await findEmployerOfMember(ctx.db, userId);
  if (!employer) throw new AppError('Forbidden', API_TEXT.jobs.companyProfileFirst);
  const id = await ctx.db.transaction(async (tx) => {
    if (!(await takeJobPost(tx, employer.id)))
      throw new AppError('PaymentDeclined', CALL_TEXT.jobQuotaExceeded);
    return insertJob(tx, employer.id, input);
  });
  return readJob(ctx, id);
}

/**
 * Changes a job of the signed-in employer: any subset of the fields, e.g. the active/paused
 * toggle. The whole job is re-checked with the shared rules (applyJobPatch).
 */
export async function updateJob(
  ctx: AppContext,
  userId: string,
  jobId: string,
  patch: UpdateJobRequest,
): Promise<JsonText<Job>> {
  await ctx.db.transaction(async (tx) => {
    const found = await findJobForUpdate(tx, jobId, userId);
    if (!found) throw new AppError('ResourceNotFound', API_TEXT.jobs.notFound);
    if (!found.memberRole) throw new AppError('Forbidden', API_TEXT.jobs.posterOnly);
    // Staff unpublished it: its wording may be fixed, its status waits for their restore.
    const isUnpublished = found.job.status === UNPUBLISHED;
    if (isUnpublished && patch.status !== undefined)
      throw new AppError('ResourceConflict', API_TEXT.moderation.statusLocked);
    const result = applyJobPatch(toJobData(found.job), patch);
    if (!result.success) throw invalidRequest(fieldIssues(result.error.issues));
    await updateJobRow(tx, jobId, result.data, isUnpublished);
  });
  return readJob(ctx, jobId);
}
