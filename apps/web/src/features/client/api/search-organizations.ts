/** GET /v1/rsp: the organizations registered here a client can choose in onboarding. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  OrganizationDirectorySchema,
  type OrganizationDirectory,
  type OrganizationListing,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { organizationDirectoryKeys } from './keys.ts';

export function searchOrganizations(
  q: string,
  options: { signal?: AbortSignal } = {},
): Promise<OrganizationDirectory> {
  return api.get('/v1/rsp', {
    ...options,
    query: { q: q === '' ? undefined : q },
    parse: (data) => OrganizationDirectorySchema.parse(data),
  });
}

export function searchOrganizationsQueryOptions(q: string) {
  return queryOptions({
    queryKey: organizationDirectoryKeys.search(q),
    queryFn: ({ signal }) => searchOrganizations(q, { signal }),
  });
}

/** The organizations whose name contains `q`; the previous answer stays shown while typing. */
export function useOrganizationDirectory(q: string, { enabled = true } = {}) {
  return useQuery({
    ...searchOrganizationsQueryOptions(q),
    enabled,
    placeholderData: keepPreviousData,
    select: (directory): OrganizationListing[] => directory.data,
  });
}
