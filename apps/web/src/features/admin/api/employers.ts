/** GET /v1/admin/employers and POST /v1/admin/employers/{id}/grants (with the reason). */
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  AdminEmployerSchema,
  type AdminEmployer,
  type AdminEmployersQuery,
  type GrantQuotaRequest,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { ADMIN_PAGE_SIZE, adminKeys, nextCursor, type ListFilters } from './keys.ts';

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

export function useAdminEmployers(filters: ListFilters<AdminEmployersQuery>) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.employers(filters),
      queryFn: ({ pageParam, signal }) => getAdminEmployers(filters, { before: pageParam, signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: nextCursor,
    }),
  );
}

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
