/** POST /v1/rsp/{rspId}/clients/{clientId}/check-ins: records a check-in after a hire. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  HireCheckInRecordSchema,
  type HireCheckInRecord,
  type HireCheckInValues,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { rspClientPath } from './paths.ts';

export function createClientCheckIn(
  rspId: string,
  clientId: string,
  body: HireCheckInValues,
): Promise<HireCheckInRecord> {
  return api.post(`${rspClientPath(rspId, clientId)}/check-ins`, {
    body,
    parse: (data) => HireCheckInRecordSchema.parse(data),
  });
}

/**
 * The client's check-ins and the organization's due list (the clients page's prompt) are read
 * again after a record.
 */
export function useCreateClientCheckIn(rspId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HireCheckInValues) => createClientCheckIn(rspId, clientId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rspQueryKeys.clientCheckIns(rspId, clientId) }),
        queryClient.invalidateQueries({ queryKey: rspQueryKeys.dueCheckIns(rspId) }),
      ]),
  });
}
