/**
 * Applying to a job (DESIGN §4): one application per client and job; only to an active job the
 * client is eligible for; not while incarcerated; at most APPLICATION_DAILY_LIMIT in any 24 hours,
 * counted under a lock on the client so concurrent requests cannot pass the limit together.
 */
import { and, count, eq, gte, sql } from 'drizzle-orm';
import {
  AppError,
  CALL_MESSAGES,
  unansweredQuestions,
  VALIDATION_MESSAGES as M,
  type Application,
  type CreateApplicationRequest,
} from '@fairchance/shared';
import type { AppContext } from '../../app.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { applications, clients, employers, jobs, users } from '../../db/schema.ts';
import { iso } from '../../lib/dates.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { findClientByUserId } from '../clients/queries.ts';
import { findUserById } from '../users/queries.ts';

export async function applyToJob(
  ctx: AppContext,
  userId: string,
  jobId: string,
  request: CreateApplicationRequest,
): Promise<Application> {
  const client = await findClientByUserId(ctx.db, userId);
  const user = await findUserById(ctx.db, userId);
  if (!client || !user)
    throw new AppError('InvalidRequest', 'Create your profile before applying.');

  const [found] = await ctx.db
    .select({
      job: jobs,
      employer: employers,
      owner: { email: users.email, firstName: users.firstName, language: users.language },
    })
    .from(jobs)
    .innerJoin(employers, eq(employers.id, jobs.employerId))
    .innerJoin(users, eq(users.id, employers.userId))
    .where(eq(jobs.id, jobId));
  if (!found) throw new AppError('ResourceNotFound', 'This job is no longer available.');
  const { job, employer, owner } = found;
  if (job.status !== 'active')
    throw new AppError('InvalidRequest', 'This job is not taking applications right now.');
  // DESIGN §4: eligible when the job accepts every offense on the profile. The answer does not
  // describe the job's rules.
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
      // Serializes this client's applications: the count below cannot be raced.
      await tx
        .select({ id: clients.id })
        .from(clients)
        .where(eq(clients.id, client.id))
        .for('update');
      const [recent] = await tx
        .select({ n: count() })
        .from(applications)
        .where(
          and(
            eq(applications.clientId, client.id),
            gte(applications.createdAt, sql`now() - interval '24 hours'`),
          ),
        );
      if (Number(recent?.n ?? 0) >= ctx.settings.applicationDailyLimit) {
        throw new AppError('RequestThrottled', CALL_MESSAGES.applyThrottled);
      }
      const [application] = await tx
        .insert(applications)
        .values({
          jobId,
          clientId: client.id,
          answers: job.questions.map((q) => answers.find((a) => a.question === q)!),
        })
        .returning();
      await enqueueMail(tx, {
        template: 'applicationSent',
        to: user.email,
        language: user.language,
        data: {
          firstName: user.firstName,
          jobTitle: job.title,
          employerName: employer.name,
          url: `${ctx.settings.publicUrl}/client/`,
        },
      });
      await enqueueMail(tx, {
        template: 'applicationReceived',
        to: owner.email,
        language: owner.language,
        data: {
          firstName: owner.firstName,
          jobTitle: job.title,
          url: `${ctx.settings.publicUrl}/employer/jobs/${job.id}/`,
        },
      });
      return application!;
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
