/** GET /v1/rsp: the organizations registered here a client can choose in onboarding. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  OrganizationDirectorySchema,
  type OrganizationDirectory,
  type OrganizationListing,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';

export const organizationDirectoryKeys = {
  search: (q: string) => ['rsp', 'directory', q] as const,
};

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

/** The organizations whose name contains `q`; the previous answer stays shown while typing. */
export function useOrganizationDirectory(q: string, { enabled = true } = {}) {
  return useQuery({
    enabled,
    queryKey: organizationDirectoryKeys.search(q),
    queryFn: ({ signal }) => searchOrganizations(q, { signal }),
    placeholderData: keepPreviousData,
    select: (directory): OrganizationListing[] => directory.data,
  });
}
