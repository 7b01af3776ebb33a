/** The SQL of job reports (docs/rules.md#job-reports). */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { jobReports } from '../../db/schema.ts';

export type JobReportRow = typeof jobReports.$inferSelect;

/**
 * The client's open report of the job, made or replaced: one open report per client and job (the
 * partial unique index). `isNew` tells a first report from a changed one.
 */
export async function upsertOpenReport(
  db: Database,
  values: { jobId: string; clientId: string; reason: string; comment: string | null },
): Promise<{ row: JobReportRow; isNew: boolean }> {
  const [row] = await db
    .insert(jobReports)
    .values(values)
    .onConflictDoUpdate({
      target: [jobReports.jobId, jobReports.clientId],
      targetWhere: sql`${jobReports.resolvedAt} is null`,
      set: { reason: values.reason, comment: values.comment, updatedAt: sql`now()` },
    })
    .returning({ ...jobReportColumns, isNew: sql<boolean>`xmax = 0` });
  const { isNew, ...report } = row!;
  return { row: report, isNew: Boolean(isNew) };
}

const jobReportColumns = {
  id: jobReports.id,
  jobId: jobReports.jobId,
  clientId: jobReports.clientId,
  reason: jobReports.reason,
  comment: jobReports.comment,
  resolvedAt: jobReports.resolvedAt,
  createdAt: jobReports.createdAt,
  updatedAt: jobReports.updatedAt,
};
