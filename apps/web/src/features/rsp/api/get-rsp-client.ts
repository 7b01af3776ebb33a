/** GET /v1/rsp/{rspId}/clients/{clientId}: one client of the organization, notes included. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RspClientSchema, type RspClient } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { rspClientPath, type Signal } from './paths.ts';

export function getRspClient(rspId: string, clientId: string, options: Signal = {}) {
  return api.get(rspClientPath(rspId, clientId), {
    ...options,
    parse: (data): RspClient => RspClientSchema.parse(data),
  });
}

export function getRspClientQueryOptions(rspId: string, clientId: string) {
  return queryOptions({
    queryKey: rspQueryKeys.client(rspId, clientId),
    queryFn: ({ signal }) => getRspClient(rspId, clientId, { signal }),
  });
}

export function useRspClient(rspId: string, clientId: string) {
  return useQuery(getRspClientQueryOptions(rspId, clientId));
}
