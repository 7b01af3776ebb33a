/** POST /v1/admin/employers/{id}/grants: more job posts or interview requests, with the reason. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminEmployerSchema,
  type AdminEmployer,
  type GrantQuotaRequest,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { adminKeys } from './keys.ts';

export function grantEmployerQuota(
  employerId: string,
  grant: GrantQuotaRequest,
): Promise<AdminEmployer> {
  return api.post(`/v1/admin/employers/${encodeURIComponent(employerId)}/grants`, {
    body: grant,
    parse: (data) => AdminEmployerSchema.parse(data),
  });
}

export function useGrantEmployerQuota() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ employerId, grant }: { employerId: string; grant: GrantQuotaRequest }) =>
      grantEmployerQuota(employerId, grant),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
