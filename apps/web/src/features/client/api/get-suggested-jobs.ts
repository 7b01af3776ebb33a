/** GET /v1/clients/{id}/jobs/suggested: jobs that match the client's profile. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SuggestedJobListSchema, type Job } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { clientQueryKeys } from './keys.ts';

export function getSuggestedJobs(
  clientId: string,
  options: { signal?: AbortSignal } = {},
): Promise<Job[]> {
  return api.get(`/v1/clients/${encodeURIComponent(clientId)}/jobs/suggested`, {
    ...options,
    parse: (data) => SuggestedJobListSchema.parse(data),
  });
}

export function getSuggestedJobsQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: clientQueryKeys.suggestedJobs(clientId),
    queryFn: ({ signal }) => getSuggestedJobs(clientId, { signal }),
  });
}

export function useSuggestedJobs(clientId: string) {
  return useQuery(getSuggestedJobsQueryOptions(clientId));
}
