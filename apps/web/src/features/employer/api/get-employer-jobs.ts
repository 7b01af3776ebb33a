/** GET /v1/employers/{id}/jobs: the dashboard's list, newest first, whatever each job's state. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { JobListSchema, type JobList } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { JOBS_PAGE_SIZE } from '#web/features/jobs/index.ts';
import { employerKeys } from './keys.ts';

export function getEmployerJobs(
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

/**
 * Pages of jobs; a short page is the last. Coming back to the window always asks again, so a job
 * posted in another tab shows at once.
 */
export function getEmployerJobsQueryOptions(employerId: string) {
  return infiniteQueryOptions({
    queryKey: employerKeys.jobs(employerId),
    queryFn: ({ pageParam, signal }) =>
      getEmployerJobs(employerId, pageParam ? { before: pageParam, signal } : { signal }),
    initialPageParam: '',
    getNextPageParam: (lastPage) =>
      lastPage.length < JOBS_PAGE_SIZE
        ? undefined
        : (lastPage[lastPage.length - 1]?.cursor ?? undefined),
    refetchOnWindowFocus: 'always',
  });
}

export function useEmployerJobs(employerId: string) {
  return useInfiniteQuery(getEmployerJobsQueryOptions(employerId));
}
