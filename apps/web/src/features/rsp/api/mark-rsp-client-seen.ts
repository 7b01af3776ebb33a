/** POST /v1/rsp/{rspId}/clients/{clientId}/seen: the caller opened the client. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { rspClientPath } from './paths.ts';

export async function markRspClientSeen(rspId: string, clientId: string): Promise<void> {
  await api.post(`${rspClientPath(rspId, clientId)}/seen`, {});
}

/** The list's "new" changes and the client's unread notices go: both are read again. */
export function useMarkRspClientSeen(rspId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markRspClientSeen(rspId, clientId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...rspQueryKeys.clients(rspId), 'list'] });
      void queryClient.invalidateQueries({ queryKey: rspQueryKeys.notices(rspId) });
    },
  });
}
