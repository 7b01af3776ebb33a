/** POST /v1/jobs/{id}/reports: tell staff something is wrong with a job (docs/rules.md#job-reports). */
import { useMutation } from '@tanstack/react-query';
import { JobReportSchema, type CreateJobReportRequest, type JobReport } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';

export function reportJob(jobId: string, body: CreateJobReportRequest): Promise<JobReport> {
  return api.post(`/v1/jobs/${encodeURIComponent(jobId)}/reports`, {
    body,
    parse: (data) => JobReportSchema.parse(data),
  });
}

export function useReportJob(jobId: string) {
  return useMutation({ mutationFn: (body: CreateJobReportRequest) => reportJob(jobId, body) });
}
