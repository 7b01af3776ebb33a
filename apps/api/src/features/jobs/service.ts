/**
 * Jobs as people browse them (DESIGN §4): a client sees the active jobs they are eligible for; any
 * other signed-in user sees the active jobs. An employer reaches its own jobs whatever their state.
 */
import { and, eq, gt } from 'drizzle-orm';
import {
  AppError,
  SUGGESTED_JOBS_MAX,
  type ClientJobsQuery,
  type Job,
  type JobsQuery,
} from '@fairchance/shared';
import type { AppContext } from '../../app.ts';
import { jobs } from '../../db/schema.ts';
import { beforeCursor } from '../../lib/paging.ts';
import type { AuthContext } from '../auth/authenticate.ts';
import { findClientByUserId } from '../clients/queries.ts';
import { ownClient } from '../clients/service.ts';
import { findJobViewer } from './viewer-queries.ts';
import {
  eligibleFor,
  findAppliedJobPage,
  findJobById,
  findJobPage,
  findSuggestedJobs,
} from './queries.ts';

const jobNotFound = () => new AppError('ResourceNotFound', 'This job is no longer available.');

export async function listJobs(ctx: AppContext, auth: AuthContext, query: JobsQuery) {
  const client = auth.scopes.includes('client')
    ? await findClientByUserId(ctx.db, auth.userId)
    : undefined;
  const where = and(
    client ? eligibleFor(client.offense) : eq(jobs.status, 'active'),
    query.since ? gt(jobs.updatedAt, new Date(query.since)) : undefined,
  );
  return findJobPage(ctx.db, {
    where,
    page: beforeCursor(query.before, jobs.createdAt, jobs.id),
    limit: query.limit,
    ...(client ? { viewerClientId: client.id } : {}),
  });
}

/** Two statements: the session check with who the caller is, then the job (issue 11). */
export async function getJob(ctx: AppContext, auth: AuthContext, id: string): Promise<Job> {
  const { client, employerId } = await findJobViewer(ctx.db, auth);
  const job = await findJobById(ctx.db, id, client?.id);
  if (!job) throw jobNotFound();
  if (job.applicationStatus) return job; // a client always sees a job they applied to
  if (employerId !== undefined && job.employerId === employerId) return job;
  if (job.status !== 'active') throw jobNotFound();
  // A job that does not accept one of the client's offenses is never shown to them (DESIGN §4).
  if (client && !client.offense.every((o) => (job.offenses as string[]).includes(o)))
    throw jobNotFound();
  return job;
}

export async function listAppliedJobs(
  ctx: AppContext,
  userId: string,
  clientId: string,
  query: ClientJobsQuery,
) {
  const { row } = await ownClient(ctx, userId, clientId);
  return findAppliedJobPage(ctx.db, row.id, {
    before: query.before,
    after: query.after,
    since: query.since ? new Date(query.since) : undefined,
    limit: query.limit,
  });
}

export async function listSuggestedJobs(
  ctx: AppContext,
  userId: string,
  clientId: string,
): Promise<Job[]> {
  const { row } = await ownClient(ctx, userId, clientId);
  return findSuggestedJobs(ctx.db, row, SUGGESTED_JOBS_MAX);
}
