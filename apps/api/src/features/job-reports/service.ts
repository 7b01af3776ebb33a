/**
 * A job seeker reports a job (docs/rules.md#job-reports): only a job they may see, one open report
 * per job (a second one replaces the first), limited per hour like other writes. The reports go to
 * the staff console; no answer to the employer carries them.
 */
import {
  AppError,
  CALL_TEXT,
  JOB_REPORTS_PER_USER_PER_HOUR,
  type JobReport,
  type JobReportReason,
} from '@fairchance/shared';
import { API_TEXT } from '../../messages/index.ts';
import type { AppContext } from '../../context.ts';
import { iso } from '../../lib/dates.ts';
import { takeSlot } from '../../lib/rate-limit.ts';
import type { AuthContext } from '../auth/authenticate.ts';
import { getJob } from '../jobs/service.ts';
import { findJobViewer } from '../jobs/viewer-queries.ts';
import { upsertOpenReport, type JobReportRow } from './queries.ts';

const REPORT_BUCKET = 'job-report';

function toJobReport(row: JobReportRow): JobReport {
  return {
    id: row.id,
    jobId: row.jobId,
    reason: row.reason as JobReportReason,
    comment: row.comment,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export async function reportJob(
  ctx: AppContext,
  auth: AuthContext,
  jobId: string,
  input: { reason: JobReportReason; comment?: string | null | undefined },
): Promise<{ report: JobReport; isNew: boolean }> {
  const { client } = await findJobViewer(ctx.db, auth);
  if (!client) throw new AppError('Forbidden', API_TEXT.jobReports.clientsOnly);
  // Only a job the client may see: anything else is not found, as on the job page.
  await getJob(ctx, auth, jobId);
  const allowed = await takeSlot(ctx.db, {
    bucket: REPORT_BUCKET,
    key: auth.userId,
    limit: JOB_REPORTS_PER_USER_PER_HOUR,
    windowMs: 3_600_000,
  });
  if (!allowed) throw new AppError('RequestThrottled', CALL_TEXT.throttled);
  const { row, isNew } = await upsertOpenReport(ctx.db, {
    jobId,
    clientId: client.id,
    reason: input.reason,
    comment: input.comment ?? null,
  });
  return { report: toJobReport(row), isNew };
}
