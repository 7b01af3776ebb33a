/**
 * Query keys of the staff console (docs/web-app.md#api-calls): every list under `admin`, so an
 * action (which also writes an audit row) refreshes them all. The lists' paging helpers are here too.
 */
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import {
  TOTAL_COUNT_HEADER,
  type AdminEmployersQuery,
  type AdminJobsQuery,
  type AdminOrganizationClaimsQuery,
  type AdminUsersQuery,
  type AuditLogQuery,
} from '@fairchance/shared';

export type ListFilters<T> = Omit<T, 'before' | 'limit'>;
export type JobPostFilters = Pick<AdminJobsQuery, 'view'> & { q?: string };
export type ClaimFilters = Pick<AdminOrganizationClaimsQuery, 'status'> & { q?: string };

export const adminKeys = {
  all: ['admin'] as const,
  secondFactor: ['admin', 'second-factor'] as const,
  users: (filters: ListFilters<AdminUsersQuery>) => ['admin', 'users', filters] as const,
  employers: (filters: ListFilters<AdminEmployersQuery>) =>
    ['admin', 'employers', filters] as const,
  numbers: (weeks: number) => ['admin', 'numbers', weeks] as const,
  auditLog: (filters: ListFilters<AuditLogQuery>) => ['admin', 'audit-log', filters] as const,
  jobList: (filters: JobPostFilters) => ['admin', 'jobs', filters] as const,
  claimList: (filters: ClaimFilters) => ['admin', 'organization-claims', filters] as const,
  providerList: (q: string) => ['admin', 'known-providers', { q }] as const,
};

export const ADMIN_PAGE_SIZE = 20;

/** The next page's cursor: a short page is the last. */
export function nextCursor<T extends { cursor: string }>(page: readonly T[]): string | undefined {
  return page.length < ADMIN_PAGE_SIZE ? undefined : page[page.length - 1]?.cursor;
}

/** A page of a console list and the filtered total (x-total-count). */
export interface ConsolePage<T> {
  items: T[];
  total: number;
}

/** The total the answer's header gives, or the items' count without one. */
export function totalOf(response: Response, count: number): number {
  const header = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  return Number.isFinite(header) && header >= 0 ? header : count;
}

/** The cursor of the next page, while fewer than the total are loaded. */
export function nextCursorOf<T extends { cursor?: string | undefined }>(
  last: ConsolePage<T>,
  pages: ConsolePage<T>[],
): string | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  if (loaded >= last.total || last.items.length === 0) return undefined;
  return last.items[last.items.length - 1]?.cursor;
}

/**
 * The query options of a console list paged by the last item's cursor (users, employers, the
 * audit log): pages of `ADMIN_PAGE_SIZE`, a short page is the last.
 */
export function cursorListQueryOptions<T extends { cursor: string }>(
  queryKey: QueryKey,
  getPage: (before: string | undefined, signal: AbortSignal) => Promise<T[]>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => getPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextCursor<T>,
  });
}
