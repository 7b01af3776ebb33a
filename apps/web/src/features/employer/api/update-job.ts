/** PATCH /v1/jobs/{id}: any subset of the job's fields, its status included. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  JobSchema,
  type Job,
  type JobStatus,
  type UpdateJobRequestInput,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { storeJob } from './store-job.ts';

export function updateJob(jobId: string, patch: UpdateJobRequestInput): Promise<Job> {
  return api.patch(`/v1/jobs/${encodeURIComponent(jobId)}`, {
    body: patch,
    parse: (data) => JobSchema.parse(data),
  });
}

export function useUpdateJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateJobRequestInput) => updateJob(jobId, patch),
    onSuccess: (job) => storeJob(queryClient, job),
  });
}

/** The active/paused toggle (docs/rules.md#job-statuses): a patch of the status alone. */
export function useSetJobStatus(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: JobStatus) => updateJob(jobId, { status }),
    onSuccess: (job) => storeJob(queryClient, job),
  });
}
