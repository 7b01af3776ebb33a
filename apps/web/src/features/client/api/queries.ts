/** TanStack Query hooks of the client area. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { clientQueryKeys } from './client-profile-api.ts';
import {
  getAppliedJobsPage,
  getClientProviders,
  getJob,
  getJobsPage,
  getSuggestedJobs,
  nextPageCursor,
} from './jobs-api.ts';

export const jobQueryKeys = {
  all: ['jobs'] as const,
  list: ['jobs', 'list'] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
};

/** 'Current Opportunities', page by page; more exist while fewer than x-total-count are loaded. */
export function useJobs() {
  return useInfiniteQuery({
    queryKey: jobQueryKeys.list,
    queryFn: ({ pageParam, signal }) => getJobsPage({ before: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (_lastPage, pages) => nextPageCursor(pages),
  });
}

export function useJob(id: string) {
  return useQuery({
    queryKey: jobQueryKeys.detail(id),
    queryFn: ({ signal }) => getJob(id, { signal }),
  });
}

/** The jobs the client applied to, with their application status. */
export function useAppliedJobs(clientId: string) {
  return useInfiniteQuery({
    queryKey: clientQueryKeys.appliedJobs(clientId),
    queryFn: ({ pageParam, signal }) => getAppliedJobsPage(clientId, { before: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (_lastPage, pages) => nextPageCursor(pages),
  });
}

export function useSuggestedJobs(clientId: string) {
  return useQuery({
    queryKey: clientQueryKeys.suggestedJobs(clientId),
    queryFn: ({ signal }) => getSuggestedJobs(clientId, { signal }),
  });
}

export function useClientProviders(clientId: string) {
  return useQuery({
    queryKey: clientQueryKeys.providers(clientId),
    queryFn: ({ signal }) => getClientProviders(clientId, { signal }),
  });
}
