/**
 * Jobs as people browse them (docs/rules.md#job-lists): a client sees the active jobs they are
 * eligible for; any other signed-in user sees the active jobs. An employer reaches its own jobs
 * whatever their state.
 */
import {
  AppError,
  SUGGESTED_JOBS_MAX,
  type ClientJobsQuery,
  type Job,
  type JobsQuery,
} from '@fairchance/shared';
import type { JsonText } from '../../lib/json-text.ts';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import type { AuthContext } from '../auth/authenticate.ts';
import { findJobViewer, findJobWithViewer, type JobViewerClient } from './viewer-queries.ts';
import { findAppliedJobPage, findOpenJobPage, findSuggestedJobs, UNPUBLISHED } from './queries.ts';

const jobNotFound = () => new AppError('ResourceNotFound', API_TEXT.jobs.noLongerAvailable);
const matchNeedsTrades = () =>
  new AppError('InvalidRequest', API_TEXT.jobs.matchNeedsTrades, [
    { path: 'sort', message: API_TEXT.jobs.matchNeedsTrades },
  ]);
const profileNotFound = () => new AppError('ResourceNotFound', API_TEXT.clients.profileNotFound);

/**
 * Current Opportunities, searched and filtered as asked (docs/rules.md#job-search): three
 * statements, the session check with the viewer, the page, the total.
 */
export async function listJobs(ctx: AppContext, auth: AuthContext, query: JobsQuery) {
  const { client } = await findJobViewer(ctx.db, auth);
  // The client's trades rank `match`: no one else has any (docs/rules.md#job-search).
  if (query.sort === 'match' && !client) throw matchNeedsTrades();
  return findOpenJobPage(ctx.db, {
    offenseMask: client?.offenseMask,
    since: query.since ? new Date(query.since) : undefined,
    before: query.before,
    limit: query.limit,
    search: query,
    ...(client
      ? { viewerClientId: client.id, trades: client.experience, offenses: client.offense }
      : {}),
  });
}

/** One statement: the session check with who the caller is, and the job (issue 11). */
export async function getJob(
  ctx: AppContext,
  auth: AuthContext,
  id: string,
): Promise<JsonText<Job>> {
  const {
    viewer: { client, employerId },
    job,
  } = await findJobWithViewer(ctx.db, auth, id);
  if (!job) throw jobNotFound();
  if (employerId !== undefined && job.employerId === employerId) return job.json;
  // An unpublished job is gone for everyone but its company, its applicants included
  // (docs/rules.md#job-moderation); its applications stay.
  if (job.status === UNPUBLISHED) throw jobNotFound();
  if (job.applicationStatus) return job.json; // a client always sees a job they applied to
  if (job.status !== 'active') throw jobNotFound();
  // A job that does not accept one of the client's offenses is never shown to them
  // (docs/rules.md#eligibility).
  if (client && !client.offense.every((o) => job.offenses.includes(o))) throw jobNotFound();
  return job.json;
}

/** The caller's own client profile, when `clientId` is theirs; anything else is not found. */
async function ownViewerClient(
  ctx: AppContext,
  auth: AuthContext,
  clientId: string,
): Promise<JobViewerClient> {
  const { client } = await findJobViewer(ctx.db, auth);
  if (!client || client.id !== clientId) throw profileNotFound();
  return client;
}

export async function listAppliedJobs(
  ctx: AppContext,
  auth: AuthContext,
  clientId: string,
  query: ClientJobsQuery,
) {
  const client = await ownViewerClient(ctx, auth, clientId);
  return findAppliedJobPage(ctx.db, client.id, {
    before: query.before,
    after: query.after,
    since: query.since ? new Date(query.since) : undefined,
    limit: query.limit,
  });
}

export async function listSuggestedJobs(
  ctx: AppContext,
  auth: AuthContext,
  clientId: string,
): Promise<JsonText<Job[]>> {
  const client = await ownViewerClient(ctx, auth, clientId);
  return findSuggestedJobs(ctx.db, client, SUGGESTED_JOBS_MAX);
}
