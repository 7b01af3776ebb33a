/** PATCH /v1/clients/{id}: any subset of the fields. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientProfile, UpdateClientProfileRequestInput } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { parseProfile } from './get-client-profile.ts';
import { clientQueryKeys, jobQueryKeys } from './keys.ts';
import { storeClientProfile } from './store-client-profile.ts';

export function updateClientProfile(
  clientId: string,
  body: UpdateClientProfileRequestInput,
): Promise<ClientProfile> {
  return api.patch(`/v1/clients/${encodeURIComponent(clientId)}`, { body, parse: parseProfile });
}

export function useUpdateClientProfile(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateClientProfileRequestInput) => updateClientProfile(clientId, body),
    onSuccess: (updated) => {
      storeClientProfile(queryClient, updated);
      // Suggestions and the jobs open to the client follow the profile.
      void queryClient.invalidateQueries({ queryKey: clientQueryKeys.all(updated.id) });
      void queryClient.invalidateQueries({ queryKey: jobQueryKeys.all });
    },
  });
}
