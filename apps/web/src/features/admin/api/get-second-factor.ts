/**
 * GET /v1/user/second-factor: whether a staff account has its second step set up, the first
 * call of a staff sign-in's second step (decision 035).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SecondFactorStatusSchema, type SecondFactorStatus } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { adminKeys } from './keys.ts';

export function getSecondFactor(signal?: AbortSignal): Promise<SecondFactorStatus> {
  return api.get('/v1/user/second-factor', {
    ...(signal ? { signal } : {}),
    parse: (data) => SecondFactorStatusSchema.parse(data),
  });
}

export function getSecondFactorQueryOptions() {
  return queryOptions({
    queryKey: adminKeys.secondFactor,
    queryFn: ({ signal }) => getSecondFactor(signal),
  });
}

export function useSecondFactor() {
  return useQuery(getSecondFactorQueryOptions());
}
