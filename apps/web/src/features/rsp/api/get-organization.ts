/** GET /v1/rsp/{rspId}: the organization. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrganizationSchema, type Organization } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { rspPath, type Signal } from './paths.ts';

export function getOrganization(rspId: string, options: Signal = {}): Promise<Organization> {
  return api.get(rspPath(rspId), { ...options, parse: (data) => OrganizationSchema.parse(data) });
}

export function getOrganizationQueryOptions(rspId: string) {
  return queryOptions({
    queryKey: rspQueryKeys.organization(rspId),
    queryFn: ({ signal }) => getOrganization(rspId, { signal }),
  });
}

/** Waits for an id: the account may still be loading. */
export function useOrganization(rspId: string) {
  return useQuery({ ...getOrganizationQueryOptions(rspId), enabled: Boolean(rspId) });
}
