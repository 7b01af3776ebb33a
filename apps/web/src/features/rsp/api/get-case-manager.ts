/** GET /v1/rsp/{rspId}/accounts/{userId}: one case manager. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CaseManagerSchema, type CaseManager } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { accountPath, type Signal } from './paths.ts';

export function getCaseManager(
  rspId: string,
  userId: string,
  options: Signal = {},
): Promise<CaseManager> {
  return api.get(accountPath(rspId, userId), {
    ...options,
    parse: (data) => CaseManagerSchema.parse(data),
  });
}

export function getCaseManagerQueryOptions(rspId: string, userId: string) {
  return queryOptions({
    queryKey: rspQueryKeys.caseManager(rspId, userId),
    queryFn: ({ signal }) => getCaseManager(rspId, userId, { signal }),
  });
}

export function useCaseManager(rspId: string, userId: string) {
  return useQuery(getCaseManagerQueryOptions(rspId, userId));
}
