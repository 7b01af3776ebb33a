/**
 * Job moderation (docs/rules.md#job-moderation, decision 037): staff read the posts the fair-chance
 * language check flags and the ones job seekers report, unpublish a post with a reason (the
 * employer is e-mailed it and reads it on the job page) and restore it. Each action writes its
 * audit row in its own transaction. An unpublished job is gone from every client read, its
 * applications kept.
 */
import {
  AppError,
  type AdminJobsQuery,
  type FairChanceFlag,
  type JobReportReason,
  type ModeratedJob,
} from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import { iso } from '../../lib/dates.ts';
import { encodeCursor } from '../../lib/paging.ts';
import { recordStaffAction } from '../audit-log/service.ts';
import { employerStatusOf, UNPUBLISHED } from '../jobs/queries.ts';
import { enqueueMail } from '../mail/outbox.ts';
import {
  findModeratedJob,
  findModeratedJobPage,
  lockJobForModeration,
  markJobRestored,
  markJobUnpublished,
  resolveOpenReports,
  type ModeratedJobRow,
} from './queries.ts';

const jobNotFound = () => new AppError('ResourceNotFound', API_TEXT.jobs.notFound);

function toModeratedJob(row: ModeratedJobRow, withCursor = false): ModeratedJob {
  // A driver may hand JSON over as text.
  const reports = (
    typeof row.reports === 'string' ? JSON.parse(row.reports) : (row.reports ?? [])
  ) as { reason: string; comment: string | null; createdAt: string }[];
  return {
    id: row.id,
    title: row.title,
    employer: { id: row.employerId, name: row.employerName },
    status: employerStatusOf(row),
    unpublished:
      row.status === UNPUBLISHED && row.unpublishedAt
        ? { at: iso(row.unpublishedAt), reason: row.unpublishedReason ?? '' }
        : null,
    flags: (row.fairChanceFlags ?? []) as FairChanceFlag[],
    openReports: row.openReports,
    reports: reports.map((report) => ({
      reason: report.reason as JobReportReason,
      comment: report.comment,
      createdAt: iso(new Date(report.createdAt)),
    })),
    createdAt: iso(row.createdAt),
    ...(withCursor ? { cursor: encodeCursor({ at: row.createdAt, id: row.id }) } : {}),
  };
}

export async function listModeratedJobs(ctx: AppContext, query: AdminJobsQuery) {
  const { rows, total } = await findModeratedJobPage(ctx.db, {
    view: query.view,
    q: query.q || undefined,
    ...(query.before ? { before: query.before } : {}),
    limit: query.limit,
  });
  return { items: rows.map((row) => toModeratedJob(row, true)), total };
}

async function readModeratedJob(ctx: AppContext, id: string): Promise<ModeratedJob> {
  const row = await findModeratedJob(ctx.db, id);
  if (!row) throw jobNotFound();
  return toModeratedJob(row);
}

const employerJobUrl = (ctx: AppContext, jobId: string) =>
  `${ctx.settings.publicUrl}/employer/jobs/${jobId}/`;

/**
 * Unpublishes the job: it leaves every client read, its open reports are closed, the company's
 * owner is e-mailed the reason in their language; with its audit row, in one transaction.
 */
export async function unpublishJob(
  ctx: AppContext,
  staffUserId: string,
  jobId: string,
  reason: string,
): Promise<ModeratedJob> {
  await ctx.db.transaction(async (tx) => {
    const job = await lockJobForModeration(tx, jobId);
    if (!job) throw jobNotFound();
    if (job.status === UNPUBLISHED)
      throw new AppError('ResourceConflict', API_TEXT.moderation.alreadyUnpublished);
    const now = new Date();
    await markJobUnpublished(tx, jobId, reason, now);
    const resolvedReports = await resolveOpenReports(tx, jobId, now);
    await recordStaffAction(tx, {
      staffUserId,
      action: 'job.unpublish',
      targetType: 'job',
      targetId: jobId,
      reason,
      details: { title: job.title, employerId: job.employerId, resolvedReports },
    });
    await enqueueMail(tx, {
      template: 'jobUnpublished',
      to: job.owner.email,
      language: job.owner.language,
      data: {
        firstName: job.owner.firstName,
        jobTitle: job.title,
        reason,
        url: employerJobUrl(ctx, jobId),
      },
    });
  });
  return readModeratedJob(ctx, jobId);
}

/** Publishes the job again with the status its employer had set; e-mailed and audited likewise. */
export async function restoreJob(
  ctx: AppContext,
  staffUserId: string,
  jobId: string,
  reason: string,
): Promise<ModeratedJob> {
  await ctx.db.transaction(async (tx) => {
    const job = await lockJobForModeration(tx, jobId);
    if (!job) throw jobNotFound();
    if (job.status !== UNPUBLISHED)
      throw new AppError('ResourceConflict', API_TEXT.moderation.notUnpublished);
    await markJobRestored(tx, jobId);
    await recordStaffAction(tx, {
      staffUserId,
      action: 'job.restore',
      targetType: 'job',
      targetId: jobId,
      reason,
      details: { title: job.title, employerId: job.employerId },
    });
    await enqueueMail(tx, {
      template: 'jobRestored',
      to: job.owner.email,
      language: job.owner.language,
      data: {
        firstName: job.owner.firstName,
        jobTitle: job.title,
        reason,
        url: employerJobUrl(ctx, jobId),
      },
    });
  });
  return readModeratedJob(ctx, jobId);
}
