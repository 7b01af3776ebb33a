/** POST /v1/admin/organization-claims/{id}/approve: the owner who asked gets the organization and is e-mailed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrganizationClaimSchema, type OrganizationClaim } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { adminKeys } from './keys.ts';

export function approveOrganizationClaim({
  id,
  reason,
}: {
  id: string;
  reason: string;
}): Promise<OrganizationClaim> {
  return api.post(`/v1/admin/organization-claims/${encodeURIComponent(id)}/approve`, {
    body: { reason },
    parse: (data) => OrganizationClaimSchema.parse(data),
  });
}

export function useApproveOrganizationClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveOrganizationClaim,
    // Every console list: the claims, the providers' owners and the audit log's new rows.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
