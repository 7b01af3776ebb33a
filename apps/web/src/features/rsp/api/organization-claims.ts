/**
 * GET and POST /v1/organization-claims: an owner asks staff to manage a known provider's
 * organization, and reads the answer (docs/rules.md#organization-claims).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  OrganizationClaimListSchema,
  OrganizationClaimSchema,
  type CreateOrganizationClaimRequest,
  type OrganizationClaim,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';

const claimsKey = ['organization-claims'] as const;

export function getOrganizationClaims(signal?: AbortSignal): Promise<OrganizationClaim[]> {
  return api.get('/v1/organization-claims', {
    ...(signal ? { signal } : {}),
    parse: (data) => OrganizationClaimListSchema.parse(data),
  });
}

export function useOrganizationClaims() {
  return useQuery({ queryKey: claimsKey, queryFn: ({ signal }) => getOrganizationClaims(signal) });
}

export function createOrganizationClaim(
  body: CreateOrganizationClaimRequest,
): Promise<OrganizationClaim> {
  return api.post('/v1/organization-claims', {
    body,
    parse: (data) => OrganizationClaimSchema.parse(data),
  });
}

export function useCreateOrganizationClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganizationClaim,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimsKey }),
  });
}
