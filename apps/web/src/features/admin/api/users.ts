/**
 * GET /v1/admin/users and the four actions on one account (POST /v1/admin/users/{id}/disable,
 * …/enable, …/resend-invitation, …/resend-verification), each with its reason.
 */
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import { AdminUserSchema, type AdminUser, type AdminUsersQuery } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { ADMIN_PAGE_SIZE, adminKeys, nextCursor, type ListFilters } from './keys.ts';

const AdminUserListSchema = z.array(AdminUserSchema);

export function getAdminUsers(
  filters: ListFilters<AdminUsersQuery>,
  { before, signal }: { before?: string | undefined; signal?: AbortSignal } = {},
): Promise<AdminUser[]> {
  return api.get('/v1/admin/users', {
    query: { ...filters, limit: ADMIN_PAGE_SIZE, before },
    ...(signal ? { signal } : {}),
    parse: (data) => AdminUserListSchema.parse(data),
  });
}

export function useAdminUsers(filters: ListFilters<AdminUsersQuery>) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.users(filters),
      queryFn: ({ pageParam, signal }) => getAdminUsers(filters, { before: pageParam, signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
  );
}

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
