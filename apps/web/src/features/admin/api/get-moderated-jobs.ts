/** GET /v1/admin/jobs: posts flagged or reported (or unpublished), newest first, searchable. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ModeratedJobListSchema, type ModeratedJob } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import {
  ADMIN_PAGE_SIZE,
  adminKeys,
  nextCursorOf,
  totalOf,
  type ConsolePage,
  type JobPostFilters,
} from './keys.ts';

export function getModeratedJobs(
  filters: JobPostFilters,
  { before, signal }: { before?: string | undefined; signal?: AbortSignal } = {},
): Promise<ConsolePage<ModeratedJob>> {
  return api.get('/v1/admin/jobs', {
    query: { ...filters, limit: ADMIN_PAGE_SIZE, before },
    ...(signal ? { signal } : {}),
    parse: (data, response) => {
      const items = ModeratedJobListSchema.parse(data);
      return { items, total: totalOf(response, items.length) };
    },
  });
}

export function getModeratedJobsQueryOptions(filters: JobPostFilters) {
  return infiniteQueryOptions({
    queryKey: adminKeys.jobList(filters),
    queryFn: ({ pageParam, signal }) => getModeratedJobs(filters, { before: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });
}

export function useModeratedJobs(filters: JobPostFilters) {
  return useInfiniteQuery(getModeratedJobsQueryOptions(filters));
}
