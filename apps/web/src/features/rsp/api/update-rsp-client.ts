/** PATCH /v1/rsp/{rspId}/clients/{clientId}: the status, and (owner) the case manager. */
import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { RspClientSchema, type RspClient, type UpdateRspClientRequest } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { rspClientPath } from './paths.ts';

/** null unassigns the case manager. */
export function updateRspClient(
  rspId: string,
  clientId: string,
  body: UpdateRspClientRequest,
): Promise<RspClient> {
  return api.patch(rspClientPath(rspId, clientId), {
    body,
    parse: (data) => RspClientSchema.parse(data),
  });
}

export function useUpdateRspClient(rspId: string, clientId: string) {
  const queryClient = useQueryClient();
  const key = rspQueryKeys.client(rspId, clientId);
  return useMutation({
    mutationFn: (body: UpdateRspClientRequest) => updateRspClient(rspId, clientId, body),
    onSuccess: async (updated) => {
      // The answer of PATCH is the whole client, notes included. A read of it still under way
      // would land after this and put the older client back: it is cancelled first.
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData(key, updated);
      // The lists and charts change; this client's own answer was just set, and refetching it
      // here could land after a note added meanwhile and drop that note from the page.
      void queryClient.invalidateQueries({
        queryKey: rspQueryKeys.clients(rspId),
        predicate: (query) => query.queryHash !== hashKey(key),
      });
      void queryClient.invalidateQueries({ queryKey: rspQueryKeys.caseManagers(rspId) });
    },
  });
}
