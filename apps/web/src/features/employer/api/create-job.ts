/** POST /v1/jobs: the employer posts a job (docs/api.md#endpoints Jobs). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JobSchema, type Job, type JobPayload } from '@fairchance/shared';
import { api, isApiError } from '#web/lib/api/index.ts';
import { employerKeys } from './keys.ts';

export function createJob(payload: JobPayload): Promise<Job> {
  return api.post('/v1/jobs', { body: payload, parse: (data) => JobSchema.parse(data) });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: async (job) => {
      queryClient.setQueryData(employerKeys.job(job.id), job);
      // A new job is first in the list, and it took one from the quota.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: employerKeys.jobs(job.employerId) }),
        queryClient.invalidateQueries({ queryKey: employerKeys.profile(job.employerId) }),
      ]);
    },
    onError: async (error) => {
      // 402: the quota is used up (maybe from another tab); the dashboard must stop offering it.
      if (!isApiError(error) || error.code !== 'PaymentDeclined') return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: employerKeys.profiles }),
        queryClient.invalidateQueries({ queryKey: employerKeys.jobLists }),
      ]);
    },
  });
}
