/** GET /v1/employers/{id}: the company profile with its quotas (docs/api.md#endpoints Employers). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { EmployerSchema, type Employer } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { employerKeys } from './keys.ts';

export const parseEmployer = (data: unknown) => EmployerSchema.parse(data);

export function getEmployer(employerId: string, signal?: AbortSignal): Promise<Employer> {
  return api.get(`/v1/employers/${encodeURIComponent(employerId)}`, {
    parse: parseEmployer,
    ...(signal ? { signal } : {}),
  });
}

/**
 * The quotas change elsewhere (another tab posts a job, support grants more): coming back to the
 * window always asks again, even within the 30 s the cache counts as fresh.
 */
export function getEmployerQueryOptions(employerId: string) {
  return queryOptions({
    queryKey: employerKeys.profile(employerId),
    queryFn: ({ signal }) => getEmployer(employerId, signal),
    refetchOnWindowFocus: 'always',
  });
}

/**
 * The company profile, fresh from the server (the copy embedded in the user may be older); the
 * embedded copy is shown meanwhile.
 */
export function useEmployer(employerId: string, placeholder?: Employer | null) {
  return useQuery({
    ...getEmployerQueryOptions(employerId),
    ...(placeholder ? { placeholderData: placeholder } : {}),
  });
}
