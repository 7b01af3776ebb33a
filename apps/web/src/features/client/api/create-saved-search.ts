/** POST /v1/clients/{id}/saved-searches: keep the search on the page under a name. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SavedSearchSchema,
  type CreateSavedSearchRequest,
  type SavedSearch,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { clientQueryKeys } from './keys.ts';

export function createSavedSearch(
  clientId: string,
  body: CreateSavedSearchRequest,
): Promise<SavedSearch> {
  return api.post(`/v1/clients/${encodeURIComponent(clientId)}/saved-searches`, {
    body,
    parse: (data) => SavedSearchSchema.parse(data),
  });
}

export function useCreateSavedSearch(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedSearchRequest) => createSavedSearch(clientId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: clientQueryKeys.savedSearches(clientId) }),
  });
}
