/**
 * The four actions on one account, each with its reason: POST /v1/admin/users/{id}/disable,
 * …/enable, …/resend-invitation and …/resend-verification. They share one answer and one cache
 * update, so they are one call with the action in its path.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminUserSchema, type AdminUser } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { adminKeys } from './keys.ts';

export const USER_ACTIONS = [
  'disable',
  'enable',
  'resend-invitation',
  'resend-verification',
] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

export function actOnUser(input: {
  userId: string;
  action: UserAction;
  reason: string;
}): Promise<AdminUser> {
  return api.post(`/v1/admin/users/${encodeURIComponent(input.userId)}/${input.action}`, {
    body: { reason: input.reason },
    parse: (data) => AdminUserSchema.parse(data),
  });
}

/** Every list of the console may show the change (and the audit log has a new row). */
export function useActOnUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
