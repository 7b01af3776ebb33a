/**
 * GET /v1/check-ins/{token}: the check-in an e-mailed link names, without signing in
 * (docs/rules.md#outcomes-after-hire).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClientCheckInSchema, type ClientCheckIn } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { authKeys } from './keys.ts';

export const checkInPath = (token: string) => `/v1/check-ins/${encodeURIComponent(token)}`;

export function getClientCheckIn(token: string, options: { signal?: AbortSignal } = {}) {
  return api.get(checkInPath(token), {
    ...options,
    auth: false,
    parse: (data): ClientCheckIn => ClientCheckInSchema.parse(data),
  });
}

export function getClientCheckInQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.clientCheckIn(token),
    queryFn: ({ signal }) => getClientCheckIn(token, { signal }),
    retry: false,
  });
}

export function useClientCheckIn(token: string) {
  return useQuery(getClientCheckInQueryOptions(token));
}
