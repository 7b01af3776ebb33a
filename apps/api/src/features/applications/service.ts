/**
 * Applying to a job (docs/rules.md#eligibility, docs/rules.md#limits): one application per client
 * and job; only to an active job the client is eligible for; not while incarcerated; at most
 * APPLICATION_DAILY_LIMIT in any 24 hours, counted under a lock on the client so concurrent
 * requests cannot pass the limit together.
 */
import {
  AppError,
  CALL_MESSAGES,
  unansweredQuestions,
  VALIDATION_MESSAGES as M,
  type Application,
  type CreateApplicationRequest,
} from '@fairchance/shared';
import type { AppContext } from '../../context.ts';
import { iso } from '../../lib/dates.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { AuthContext } from '../auth/authenticate.ts';
import { enqueueMails } from '../mail/outbox.ts';
import { findApplyContext, insertApplicationWithinLimit, lockClient } from './queries.ts';

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
  if (!client || !user)
    throw new AppError('InvalidRequest', 'Create your profile before applying.');
  const { job, employerName, owner } = found!;
  if (!job || !owner || employerName === null)
    throw new AppError('ResourceNotFound', 'This job is no longer available.');
  if (job.status !== 'active')
    throw new AppError('InvalidRequest', 'This job is not taking applications right now.');
  // docs/rules.md#eligibility: eligible when the job accepts every offense on the profile. The
  // answer does not describe the job's rules.
  if (!client.offense.every((o) => job.offenses.includes(o)))
    throw new AppError('InvalidRequest', 'This job is not open to your application.');
  if (client.justiceStatus === 'currentlyIncarcerated') {
    throw new AppError(
      'InvalidRequest',
      'You can apply once you are released. Until then, you can browse jobs and get your profile ready.',
    );
  }

  const answers = (request.questions ?? []).filter((a) => job.questions.includes(a.question));
  const missing = unansweredQuestions(job.questions, answers);
  if (missing.length) {
    const details = missing.map((question) => ({
      path: `questions.${job.questions.indexOf(question)}.answer`,
      message: M.required,
    }));
    throw new AppError('InvalidRequest', 'Answer every question of the job.', details);
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
      if (!application) throw new AppError('RequestThrottled', CALL_MESSAGES.applyThrottled);
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
      throw new AppError('ResourceConflict', 'You already applied to this job.');
    throw error;
  }
}
