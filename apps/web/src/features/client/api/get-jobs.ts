/**
 * GET /v1/jobs: 'Current Opportunities', the active jobs open to this client, searched and
 * filtered as asked (docs/rules.md#job-search), newest first unless sorted otherwise.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { JobListSchema, type Job } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { JOBS_PAGE_SIZE } from '#web/features/jobs/index.ts';
import type { JobSearch } from '#web/features/client/job-search.ts';
import { jobQueryKeys } from './keys.ts';
import { nextPageCursor, pageParser, type PageRequest } from './paging.ts';

export function getJobsPage({
  before,
  limit = JOBS_PAGE_SIZE,
  signal,
  search = {},
}: PageRequest & { search?: JobSearch } = {}) {
  return api.get('/v1/jobs', {
    query: {
      limit,
      before,
      q: search.q,
      typeOfWork: search.typeOfWork?.join(','),
      workingTime: search.workingTime?.join(','),
      city: search.city,
      state: search.state,
      minPay: search.minPay,
      postedWithin: search.postedWithin,
      sort: search.sort,
    },
    ...(signal ? { signal } : {}),
    parse: pageParser<Job>(JobListSchema),
  });
}

/** Page by page; more exist while fewer than x-total-count are loaded. */
export function getJobsQueryOptions(search: JobSearch = {}) {
  return infiniteQueryOptions({
    queryKey: jobQueryKeys.list(search),
    queryFn: ({ pageParam, signal }) => getJobsPage({ before: pageParam, signal, search }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (_lastPage, pages) => nextPageCursor(pages),
  });
}

export function useJobs(search: JobSearch = {}) {
  return useInfiniteQuery(getJobsQueryOptions(search));
}
