/** POST /v1/clients: the server accepts the wizard's form shape and applies the save transform. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientProfile, CreateClientProfileRequestInput } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { parseProfile } from './get-client-profile.ts';
import { clientQueryKeys } from './keys.ts';
import { storeClientProfile } from './store-client-profile.ts';

export function createClientProfile(body: CreateClientProfileRequestInput): Promise<ClientProfile> {
  return api.post('/v1/clients', { body, parse: parseProfile });
}

export function useCreateClientProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClientProfile,
    onSuccess: (profile) => {
      storeClientProfile(queryClient, profile);
      // The server deleted the onboarding draft with the profile's creation.
      queryClient.removeQueries({ queryKey: clientQueryKeys.profileDraft(profile.userId) });
    },
  });
}
