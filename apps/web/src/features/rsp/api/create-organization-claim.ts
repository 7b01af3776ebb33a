/**
 * POST /v1/organization-claims: an owner asks staff to manage a known provider's organization
 * (docs/rules.md#organization-claims).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OrganizationClaimSchema,
  type CreateOrganizationClaimRequest,
  type OrganizationClaim,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rspQueryKeys.organizationClaims }),
  });
}
