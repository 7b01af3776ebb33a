/**
 * GET /v1/organization-claims: the owner's claims of a known provider's organization, newest
 * first, with staff's answer (docs/rules.md#organization-claims).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrganizationClaimListSchema, type OrganizationClaim } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';

export function getOrganizationClaims(signal?: AbortSignal): Promise<OrganizationClaim[]> {
  return api.get('/v1/organization-claims', {
    ...(signal ? { signal } : {}),
    parse: (data) => OrganizationClaimListSchema.parse(data),
  });
}

export function getOrganizationClaimsQueryOptions() {
  return queryOptions({
    queryKey: rspQueryKeys.organizationClaims,
    queryFn: ({ signal }) => getOrganizationClaims(signal),
  });
}

export function useOrganizationClaims() {
  return useQuery(getOrganizationClaimsQueryOptions());
}
