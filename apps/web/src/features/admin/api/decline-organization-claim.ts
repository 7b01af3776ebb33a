/** POST /v1/admin/organization-claims/{id}/decline: the owner is e-mailed the reason. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrganizationClaimSchema, type OrganizationClaim } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { adminKeys } from './keys.ts';

export function declineOrganizationClaim({
  id,
  reason,
}: {
  id: string;
  reason: string;
}): Promise<OrganizationClaim> {
  return api.post(`/v1/admin/organization-claims/${encodeURIComponent(id)}/decline`, {
    body: { reason },
    parse: (data) => OrganizationClaimSchema.parse(data),
  });
}

export function useDeclineOrganizationClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineOrganizationClaim,
    // Every console list: the claims, the providers' owners and the audit log's new rows.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
