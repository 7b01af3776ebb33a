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
  type LocalizedText,
  type JobReportReason,
  type ModeratedJob,
} from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { iso } from '../../lib/dates.ts';
import { encodeCursor } from '../../lib/paging.ts';
import { recordStaffAction, type StaffActionInput } from '../audit-log/service.ts';
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

/** What one kind of staff action on a job does, and when it may. */
interface JobActionKind {
  name: 'job.unpublish' | 'job.restore';
  mail: 'jobUnpublished' | 'jobRestored';
  isAllowed: (status: string) => boolean;
  refusal: LocalizedText;
  /** Changes the job; answers the audit row's further details. */
  change: (tx: Database, action: StaffActionInput, now: Date) => Promise<Record<string, unknown>>;
}

/**
 * A staff action on a job, in one transaction: the job locked, checked and changed, the audit row,
 * and the company owner's e-mail in their language.
 */
async function actOnJob(
  ctx: AppContext,
  action: StaffActionInput,
  kind: JobActionKind,
): Promise<ModeratedJob> {
  const { staffUserId, id: jobId, reason } = action;
  await ctx.db.transaction(async (tx) => {
    const job = await lockJobForModeration(tx, jobId);
    if (!job) throw jobNotFound();
    if (!kind.isAllowed(job.status)) throw new AppError('ResourceConflict', kind.refusal);
    const details = await kind.change(tx, action, new Date());
    await recordStaffAction(tx, {
      staffUserId,
      action: kind.name,
      targetType: 'job',
      targetId: jobId,
      reason,
      details: { title: job.title, employerId: job.employerId, ...details },
    });
    await enqueueMail(tx, {
      template: kind.mail,
      to: job.owner.email,
      language: job.owner.language,
      data: {
        firstName: job.owner.firstName,
        jobTitle: job.title,
        reason,
        url: `${ctx.settings.publicUrl}/employer/jobs/${jobId}/`,
      },
    });
  });
  return readModeratedJob(ctx, jobId);
}

/**
 * Unpublishing: the job leaves every client read, its open reports are closed, the company's owner
 * is e-mailed the reason; with its audit row (`job.unpublish`).
 */
const UNPUBLISH: JobActionKind = {
  name: 'job.unpublish',
  mail: 'jobUnpublished',
  isAllowed: (status) => status !== UNPUBLISHED,
  refusal: API_TEXT.moderation.alreadyUnpublished,
  change: async (tx, { id: jobId, reason }, now) => {
    await markJobUnpublished(tx, jobId, reason, now);
    return { resolvedReports: await resolveOpenReports(tx, jobId, now) };
  },
};

/** Restoring: the job is published again with the status its employer had set (`job.restore`). */
const RESTORE: JobActionKind = {
  name: 'job.restore',
  mail: 'jobRestored',
  isAllowed: (status) => status === UNPUBLISHED,
  refusal: API_TEXT.moderation.notUnpublished,
  change: async (tx, { id: jobId }) => {
    await markJobRestored(tx, jobId);
    return {};
  },
};

export const unpublishJob = (ctx: AppContext, action: StaffActionInput) =>
  actOnJob(ctx, action, UNPUBLISH);

export const restoreJob = (ctx: AppContext, action: StaffActionInput) =>
  actOnJob(ctx, action, RESTORE);
