/** PATCH /v1/rsp/{rspId} (owner): any subset of the fields. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OrganizationSchema,
  type Organization,
  type UpdateOrganizationRequest,
  type User,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { currentUserQueryKey } from '#web/lib/auth/session.tsx';
import { rspQueryKeys } from './keys.ts';
import { rspPath } from './paths.ts';

export function updateOrganization(
  rspId: string,
  body: UpdateOrganizationRequest,
): Promise<Organization> {
  return api.patch(rspPath(rspId), { body, parse: (data) => OrganizationSchema.parse(data) });
}

/** The organization's cache and the copy the current user embeds take the answer. */
export function useUpdateOrganization(rspId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrganizationRequest) => updateOrganization(rspId, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(rspQueryKeys.organization(updated.id), updated);
      queryClient.setQueryData<User>(currentUserQueryKey, (user) =>
        user?.rspAccount ? { ...user, rspAccount: { ...user.rspAccount, rsp: updated } } : user,
      );
    },
  });
}
