/** The employer's jobs (docs/api.md#endpoints Employers and Jobs): list, read, post, change. */
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  JobListSchema,
  JobSchema,
  type Job,
  type JobList,
  type JobPayload,
  type JobStatus,
  type UpdateJobRequestInput,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { employerKeys } from './keys.ts';

/** Jobs per page of the dashboard. */
export const JOBS_PAGE_SIZE = 20;

const parseJob = (data: unknown) => JobSchema.parse(data);

export function findEmployerJobs(
  employerId: string,
  {
    before,
    limit = JOBS_PAGE_SIZE,
    signal,
  }: { before?: string; limit?: number; signal?: AbortSignal },
): Promise<JobList> {
  return api.get(`/v1/employers/${encodeURIComponent(employerId)}/jobs`, {
    query: { limit, before },
    parse: (data) => JobListSchema.parse(data),
    ...(signal ? { signal } : {}),
  });
}

export function getJob(jobId: string, signal?: AbortSignal): Promise<Job> {
  return api.get(`/v1/jobs/${encodeURIComponent(jobId)}`, {
    parse: parseJob,
    ...(signal ? { signal } : {}),
  });
}

export function createJob(payload: JobPayload): Promise<Job> {
  return api.post('/v1/jobs', { body: payload, parse: parseJob });
}

export function updateJob(jobId: string, patch: UpdateJobRequestInput): Promise<Job> {
  return api.patch(`/v1/jobs/${encodeURIComponent(jobId)}`, { body: patch, parse: parseJob });
}

/** The dashboard's list: pages of jobs, newest first; a short page is the last. */
export function useEmployerJobs(employerId: string) {
  return useInfiniteQuery({
    queryKey: employerKeys.jobs(employerId),
    queryFn: ({ pageParam, signal }) =>
      findEmployerJobs(employerId, pageParam ? { before: pageParam, signal } : { signal }),
    initialPageParam: '',
    getNextPageParam: (lastPage) =>
      lastPage.length < JOBS_PAGE_SIZE
        ? undefined
        : (lastPage[lastPage.length - 1]?.cursor ?? undefined),
  });
}

export function useJob(jobId: string) {
  return useQuery({
    queryKey: employerKeys.job(jobId),
    queryFn: ({ signal }) => getJob(jobId, signal),
  });
}

/** A changed job replaces its copies: the job page's and the dashboard list's. */
export function storeJob(queryClient: QueryClient, job: Job): void {
  queryClient.setQueryData(employerKeys.job(job.id), job);
  queryClient.setQueryData<InfiniteData<JobList, string>>(
    employerKeys.jobs(job.employerId),
    (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) =>
              page.map((item) => (item.id === job.id ? { ...job, cursor: item.cursor } : item)),
            ),
          }
        : data,
  );
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
