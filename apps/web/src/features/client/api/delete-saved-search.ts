/** DELETE /v1/clients/{id}/saved-searches/{searchId}: the search and its alerts are gone. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedSearch } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { clientQueryKeys } from './keys.ts';

export async function deleteSavedSearch(clientId: string, searchId: string): Promise<void> {
  await api.delete(
    `/v1/clients/${encodeURIComponent(clientId)}/saved-searches/${encodeURIComponent(searchId)}`,
  );
}

export function useDeleteSavedSearch(clientId: string) {
  const queryClient = useQueryClient();
  const key = clientQueryKeys.savedSearches(clientId);
  return useMutation({
    mutationFn: (searchId: string) => deleteSavedSearch(clientId, searchId),
    onSuccess: async (_nothing, searchId) => {
      queryClient.setQueryData<SavedSearch[]>(key, (list) =>
        list?.filter((search) => search.id !== searchId),
      );
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
