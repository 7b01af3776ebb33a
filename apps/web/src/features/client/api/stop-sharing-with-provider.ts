/** DELETE /v1/clients/{id}/providers/{rspId}: the organization no longer sees the client. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api/index.ts';
import { currentUserQueryKey } from '#web/lib/auth/session.tsx';
import { clientQueryKeys } from './keys.ts';

export async function stopSharingWithProvider(clientId: string, rspId: string): Promise<void> {
  await api.delete(
    `/v1/clients/${encodeURIComponent(clientId)}/providers/${encodeURIComponent(rspId)}`,
  );
}

/**
 * The providers, the profile and the user that embeds it all change; `onSuccess` (the screen's
 * own follow-up) runs first, and the mutation stays pending until they are fetched again.
 */
export function useStopSharingWithProvider(
  clientId: string,
  { onSuccess, onError }: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rspId: string) => stopSharingWithProvider(clientId, rspId),
    onSuccess: async () => {
      onSuccess?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientQueryKeys.providers(clientId) }),
        queryClient.invalidateQueries({ queryKey: clientQueryKeys.profile(clientId) }),
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      ]);
    },
    ...(onError ? { onError } : {}),
  });
}
