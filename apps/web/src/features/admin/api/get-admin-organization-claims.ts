/** GET /v1/admin/organization-claims: claims in one status, newest first, searchable. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { AdminOrganizationClaimListSchema, type AdminOrganizationClaim } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import {
  ADMIN_PAGE_SIZE,
  adminKeys,
  nextCursorOf,
  totalOf,
  type ClaimFilters,
  type ConsolePage,
} from './keys.ts';

export function getAdminOrganizationClaims(
  filters: ClaimFilters,
  { before, signal }: { before?: string | undefined; signal?: AbortSignal } = {},
): Promise<ConsolePage<AdminOrganizationClaim>> {
  return api.get('/v1/admin/organization-claims', {
    query: { ...filters, limit: ADMIN_PAGE_SIZE, before },
    ...(signal ? { signal } : {}),
    parse: (data, response) => {
      const items = AdminOrganizationClaimListSchema.parse(data);
      return { items, total: totalOf(response, items.length) };
    },
  });
}

export function getAdminOrganizationClaimsQueryOptions(filters: ClaimFilters) {
  return infiniteQueryOptions({
    queryKey: adminKeys.claimList(filters),
    queryFn: ({ pageParam, signal }) =>
      getAdminOrganizationClaims(filters, { before: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursorOf,
  });
}

export function useAdminOrganizationClaims(filters: ClaimFilters) {
  return useInfiniteQuery(getAdminOrganizationClaimsQueryOptions(filters));
}
