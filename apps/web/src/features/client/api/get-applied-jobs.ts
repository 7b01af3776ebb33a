/** GET /v1/clients/{id}/jobs: the jobs the client applied to, each with its status. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ClientJobListSchema, type Job } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { JOBS_PAGE_SIZE } from '#web/features/jobs/index.ts';
import { clientQueryKeys } from './keys.ts';
import { nextPageCursor, pageParser, type PageRequest } from './paging.ts';

export function getAppliedJobsPage(
  clientId: string,
  { before, limit = JOBS_PAGE_SIZE, signal }: PageRequest = {},
) {
  return api.get(`/v1/clients/${encodeURIComponent(clientId)}/jobs`, {
    query: { limit, before },
    ...(signal ? { signal } : {}),
    parse: pageParser<Job>(ClientJobListSchema),
  });
}

export function getAppliedJobsQueryOptions(clientId: string) {
  return infiniteQueryOptions({
    queryKey: clientQueryKeys.appliedJobs(clientId),
    queryFn: ({ pageParam, signal }) => getAppliedJobsPage(clientId, { before: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (_lastPage, pages) => nextPageCursor(pages),
  });
}

export function useAppliedJobs(clientId: string) {
  return useInfiniteQuery(getAppliedJobsQueryOptions(clientId));
}
