/** GET /v1/jobs: 'Current Opportunities', the active jobs open to this client, newest first. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { JobListSchema, type Job } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { JOBS_PAGE_SIZE } from '#web/features/jobs/index.ts';
import { jobQueryKeys } from './keys.ts';
import { nextPageCursor, pageParser, type PageRequest } from './paging.ts';

export function getJobsPage({ before, limit = JOBS_PAGE_SIZE, signal }: PageRequest = {}) {
  return api.get('/v1/jobs', {
    query: { limit, before },
    ...(signal ? { signal } : {}),
    parse: pageParser<Job>(JobListSchema),
  });
}

/** Page by page; more exist while fewer than x-total-count are loaded. */
export function getJobsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: jobQueryKeys.list,
    queryFn: ({ pageParam, signal }) => getJobsPage({ before: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (_lastPage, pages) => nextPageCursor(pages),
  });
}

export function useJobs() {
  return useInfiniteQuery(getJobsQueryOptions());
}
