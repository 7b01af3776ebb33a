/** GET /v1/rsp/{rspId}/clients/stats: the counts behind the clients page's charts. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RspClientStatsSchema, type RspClientStats } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { rspPath, type Signal } from './paths.ts';

export function getRspClientStats(rspId: string, options: Signal = {}): Promise<RspClientStats> {
  return api.get(`${rspPath(rspId)}/clients/stats`, {
    ...options,
    parse: (data) => RspClientStatsSchema.parse(data),
  });
}

export function getRspClientStatsQueryOptions(rspId: string) {
  return queryOptions({
    queryKey: rspQueryKeys.clientStats(rspId),
    queryFn: ({ signal }) => getRspClientStats(rspId, { signal }),
  });
}

export function useRspClientStats(rspId: string) {
  return useQuery(getRspClientStatsQueryOptions(rspId));
}
