/** GET /v1/admin/users: accounts, newest first, searchable, paged. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { AdminUserSchema, type AdminUser, type AdminUsersQuery } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { ADMIN_PAGE_SIZE, adminKeys, cursorListQueryOptions, type ListFilters } from './keys.ts';

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

export function getAdminUsersQueryOptions(filters: ListFilters<AdminUsersQuery>) {
  return cursorListQueryOptions(adminKeys.users(filters), (before, signal) =>
    getAdminUsers(filters, { before, signal }),
  );
}

export function useAdminUsers(filters: ListFilters<AdminUsersQuery>) {
  return useInfiniteQuery(getAdminUsersQueryOptions(filters));
}
