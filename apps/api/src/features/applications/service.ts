/**
 * Applying to a job (docs/rules.md#eligibility, docs/rules.md#limits): one application per client
 * and job; only to an active job the client is eligible for; not while incarcerated; at most
 * APPLICATION_DAILY_LIMIT in any 24 hours, counted under a lock on the client so concurrent
 * requests cannot pass the limit together. Withdrawing (docs/rules.md#withdrawing): the applicant
 * alone, while the employer has not decided.
 */
import {
  AppError,
  CALL_TEXT,
  canApplyForJobs,
  canWithdrawApplication,
  unansweredQuestions,
  VALIDATION_TEXT as M,
  type Application,
  type ApplicationStatus,
  type ClientApplication,
  type CreateApplicationRequest,
  type JusticeStatus,
} from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import { iso } from '../../lib/dates.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { AuthContext } from '../auth/authenticate.ts';
import { enqueueMails } from '../mail/outbox.ts';
import { UNPUBLISHED } from '../jobs/queries.ts';
import {
  findApplyContext,
  findOwnApplicationForUpdate,
  insertApplicationWithinLimit,
  lockClient,
  setApplicationWithdrawn,
  type ApplicationRow,
} from './queries.ts';

/**
 * Six statements (issue 11): what applying needs with the session check, then a transaction that
 * locks the client, inserts within the daily limit and writes both e-mails.
 */
export async function applyToJob(
  ctx: AppContext,
  auth: AuthContext,
  jobId: string,
  request: CreateApplicationRequest,
): Promise<Application> {
  const found = await findApplyContext(ctx.db, auth, jobId);
  const { client, user } = found ?? {};
  if (!client || !user) throw new AppError('InvalidRequest', API_TEXT.applications.profileFirst);
  const { job, employerName, owner } = found!;
  // An unpublished job is gone for clients (docs/rules.md#job-moderation).
  if (!job || !owner || employerName === null || job.status === UNPUBLISHED)
    throw new AppError('ResourceNotFound', API_TEXT.jobs.noLongerAvailable);
  if (job.status !== 'active')
    throw new AppError('InvalidRequest', API_TEXT.applications.notTaking);
  // docs/rules.md#eligibility: eligible when the job accepts every offense on the profile. The
  // answer does not describe the job's rules.
  if (!client.offense.every((o) => job.offenses.includes(o)))
    throw new AppError('InvalidRequest', API_TEXT.applications.notOpenToYou);
  if (!canApplyForJobs(client.justiceStatus as JusticeStatus | null)) {
    throw new AppError('InvalidRequest', API_TEXT.applications.afterRelease);
  }

  const answers = (request.questions ?? []).filter((a) => job.questions.includes(a.question));
  const missing = unansweredQuestions(job.questions, answers);
  if (missing.length) {
    const details = missing.map((question) => ({
      path: `questions.${job.questions.indexOf(question)}.answer`,
      message: M.required,
    }));
    throw new AppError('InvalidRequest', API_TEXT.applications.answerEveryQuestion, details);
  }

  try {
    const created = await ctx.db.transaction(async (tx) => {
      // Serializes this client's applications: the daily count cannot be raced.
      await lockClient(tx, client.id);
      const application = await insertApplicationWithinLimit(
        tx,
        {
          jobId,
          clientId: client.id,
          answers: job.questions.map((q) => answers.find((a) => a.question === q)!),
        },
        ctx.settings.applicationDailyLimit,
      );
      if (!application) throw new AppError('RequestThrottled', CALL_TEXT.applyThrottled);
      await enqueueMails(tx, [
        {
          template: 'applicationSent',
          to: user.email,
          language: user.language,
          data: {
            firstName: user.firstName,
            jobTitle: job.title,
            employerName,
            url: `${ctx.settings.publicUrl}/client/`,
          },
        },
        {
          template: 'applicationReceived',
          to: owner.email,
          language: owner.language,
          data: {
            firstName: owner.firstName,
            jobTitle: job.title,
            url: `${ctx.settings.publicUrl}/employer/jobs/${job.id}/`,
          },
        },
      ]);
      return application;
    });
    return {
      id: created.id,
      jobId: created.jobId,
      status: created.status as Application['status'],
      answers: created.answers as Application['answers'],
      client: { id: client.id, firstName: user.firstName, lastName: user.lastName },
      createdAt: iso(created.createdAt),
      updatedAt: iso(created.updatedAt),
    };
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError('ResourceConflict', API_TEXT.applications.alreadyApplied);
    throw error;
  }
}

/** The application as its client reads it, with the times of its timeline. */
export function toClientApplication(row: ApplicationRow): ClientApplication {
  return {
    id: row.id,
    jobId: row.jobId,
    status: row.status as ApplicationStatus,
    createdAt: iso(row.createdAt),
    interviewRequestedAt: row.interviewRequestedAt ? iso(row.interviewRequestedAt) : null,
    closedAt: row.closedAt ? iso(row.closedAt) : null,
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * Withdraws the caller's own application (docs/rules.md#withdrawing): only from applied or
 * interview; anything else answers 409 and changes nothing, a second withdrawal included. The row
 * is locked, so an employer's change at the same moment is seen or waits. The job's
 * applicationsCount drops with the status (the database's trigger); the daily limit does not
 * change, since it counts the applications made, whatever became of them.
 */
export async function withdrawApplication(
  ctx: AppContext,
  auth: AuthContext,
  applicationId: string,
): Promise<ClientApplication> {
  return ctx.db.transaction(async (tx) => {
    const current = await findOwnApplicationForUpdate(tx, auth.userId, applicationId);
    if (!current) throw new AppError('ResourceNotFound', API_TEXT.applicants.notFound);
    const status = current.status as ApplicationStatus;
    if (status === 'withdrawn')
      throw new AppError('ResourceConflict', API_TEXT.applications.alreadyWithdrawn);
    if (!canWithdrawApplication(status))
      throw new AppError('ResourceConflict', API_TEXT.applications.cannotWithdraw(status));
    return toClientApplication(await setApplicationWithdrawn(tx, applicationId));
  });
}
