/** GET /v1/admin/numbers: the weeks' counts and the funnel, computed by the server. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminNumbersSchema, type AdminNumbers } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { adminKeys } from './keys.ts';

export function getAdminNumbers(weeks: number, signal?: AbortSignal): Promise<AdminNumbers> {
  return api.get('/v1/admin/numbers', {
    query: { weeks },
    ...(signal ? { signal } : {}),
    parse: (data) => AdminNumbersSchema.parse(data),
  });
}

export function getAdminNumbersQueryOptions(weeks: number) {
  return queryOptions({
    queryKey: adminKeys.numbers(weeks),
    queryFn: ({ signal }) => getAdminNumbers(weeks, signal),
  });
}

export function useAdminNumbers(weeks: number) {
  return useQuery(getAdminNumbersQueryOptions(weeks));
}
