/** PATCH /v1/clients/{id}/saved-searches/{searchId}: rename, or turn the alerts on or off. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SavedSearchSchema,
  type SavedSearch,
  type UpdateSavedSearchRequest,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { clientQueryKeys } from './keys.ts';

export function updateSavedSearch(
  clientId: string,
  searchId: string,
  body: UpdateSavedSearchRequest,
): Promise<SavedSearch> {
  return api.patch(
    `/v1/clients/${encodeURIComponent(clientId)}/saved-searches/${encodeURIComponent(searchId)}`,
    { body, parse: (data) => SavedSearchSchema.parse(data) },
  );
}

/** The list shows the answer at once, then is read again. */
export function useUpdateSavedSearch(clientId: string) {
  const queryClient = useQueryClient();
  const key = clientQueryKeys.savedSearches(clientId);
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateSavedSearchRequest & { id: string }) =>
      updateSavedSearch(clientId, id, body),
    onSuccess: async (updated) => {
      queryClient.setQueryData<SavedSearch[]>(key, (list) =>
        list?.map((search) => (search.id === updated.id ? updated : search)),
      );
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
