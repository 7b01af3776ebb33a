/** GET /v1/clients/{id}/saved-searches: the client's saved searches, newest first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SavedSearchListSchema, type SavedSearch } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { clientQueryKeys } from './keys.ts';

export function getSavedSearches(
  clientId: string,
  options: { signal?: AbortSignal } = {},
): Promise<SavedSearch[]> {
  return api.get(`/v1/clients/${encodeURIComponent(clientId)}/saved-searches`, {
    ...options,
    parse: (data) => SavedSearchListSchema.parse(data),
  });
}

export function getSavedSearchesQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: clientQueryKeys.savedSearches(clientId),
    queryFn: ({ signal }) => getSavedSearches(clientId, { signal }),
  });
}

export function useSavedSearches(clientId: string) {
  return useQuery(getSavedSearchesQueryOptions(clientId));
}
