/**
 * Query keys of the console's Job posts and Organizations (docs/web-app.md#api-calls): every list
 * under `admin`, so an action refreshes the lists it changes.
 */
import {
  TOTAL_COUNT_HEADER,
  type AdminJobsQuery,
  type AdminOrganizationClaimsQuery,
} from '@fairchance/shared';

export const MODERATION_PAGE_SIZE = 20;

export type JobPostFilters = Pick<AdminJobsQuery, 'view'> & { q?: string };
export type ClaimFilters = Pick<AdminOrganizationClaimsQuery, 'status'> & { q?: string };

export const moderationKeys = {
  jobs: ['admin', 'jobs'] as const,
  jobList: (filters: JobPostFilters) => ['admin', 'jobs', filters] as const,
  claims: ['admin', 'organization-claims'] as const,
  claimList: (filters: ClaimFilters) => ['admin', 'organization-claims', filters] as const,
  providers: ['admin', 'known-providers'] as const,
  providerList: (q: string) => ['admin', 'known-providers', { q }] as const,
};

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
