/** GET /v1/admin/employers: each company's usage of its quotas, searchable, paged. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  AdminEmployerSchema,
  type AdminEmployer,
  type AdminEmployersQuery,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { ADMIN_PAGE_SIZE, adminKeys, cursorListQueryOptions, type ListFilters } from './keys.ts';

const AdminEmployerListSchema = z.array(AdminEmployerSchema);

export function getAdminEmployers(
  filters: ListFilters<AdminEmployersQuery>,
  { before, signal }: { before?: string | undefined; signal?: AbortSignal } = {},
): Promise<AdminEmployer[]> {
  return api.get('/v1/admin/employers', {
    query: { ...filters, limit: ADMIN_PAGE_SIZE, before },
    ...(signal ? { signal } : {}),
    parse: (data) => AdminEmployerListSchema.parse(data),
  });
}

export function getAdminEmployersQueryOptions(filters: ListFilters<AdminEmployersQuery>) {
  return cursorListQueryOptions(adminKeys.employers(filters), (before, signal) =>
    getAdminEmployers(filters, { before, signal }),
  );
}

export function useAdminEmployers(filters: ListFilters<AdminEmployersQuery>) {
  return useInfiniteQuery(getAdminEmployersQueryOptions(filters));
}
