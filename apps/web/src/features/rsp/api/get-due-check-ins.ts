/** GET /v1/rsp/{rspId}/check-ins/due: the check-ins due or overdue, oldest due first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DueCheckInListSchema, type DueCheckIn } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { rspPath, type Signal } from './paths.ts';

export function getDueCheckIns(rspId: string, options: Signal = {}): Promise<DueCheckIn[]> {
  return api.get(`${rspPath(rspId)}/check-ins/due`, {
    ...options,
    parse: (data) => DueCheckInListSchema.parse(data),
  });
}

export function getDueCheckInsQueryOptions(rspId: string) {
  return queryOptions({
    queryKey: rspQueryKeys.dueCheckIns(rspId),
    queryFn: ({ signal }) => getDueCheckIns(rspId, { signal }),
  });
}

export function useDueCheckIns(rspId: string) {
  return useQuery(getDueCheckInsQueryOptions(rspId));
}
