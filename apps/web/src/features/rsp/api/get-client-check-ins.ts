/** GET /v1/rsp/{rspId}/clients/{clientId}/check-ins: the client's hires and their check-ins. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClientHireListSchema, type ClientHire } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { rspClientPath, type Signal } from './paths.ts';

export function getClientCheckIns(rspId: string, clientId: string, options: Signal = {}) {
  return api.get(`${rspClientPath(rspId, clientId)}/check-ins`, {
    ...options,
    parse: (data): ClientHire[] => ClientHireListSchema.parse(data),
  });
}

export function getClientCheckInsQueryOptions(rspId: string, clientId: string) {
  return queryOptions({
    queryKey: rspQueryKeys.clientCheckIns(rspId, clientId),
    queryFn: ({ signal }) => getClientCheckIns(rspId, clientId, { signal }),
  });
}

export function useClientCheckIns(rspId: string, clientId: string) {
  return useQuery(getClientCheckInsQueryOptions(rspId, clientId));
}
