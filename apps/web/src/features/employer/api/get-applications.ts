/**
 * A job's applicants (docs/web-app.md#lists, docs/api.md#endpoints): the list in pages, and the
 * check for changes when a cached list is opened again.
 */
import { useEffect } from 'react';
import {
  focusManager,
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import {
  ApplicationListSchema,
  PAGE_SIZE_MAX,
  type ApplicantSort,
  type ApplicationList,
  type ApplicationStatus,
  type ExperienceSkill,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { applicationsPath } from './applications-path.ts';
import { employerKeys } from './keys.ts';

export const APPLICANTS_PAGE_SIZE = 20;

type ApplicantPages = InfiniteData<ApplicationList, string>;

/** What the list shows (docs/rules.md#applicant-order-and-counts); kept in the page's URL. */
export interface ApplicantListFilter {
  status?: ApplicationStatus | undefined;
  trade?: ExperienceSkill | undefined;
  sort: ApplicantSort;
}

export const DEFAULT_APPLICANT_FILTER: ApplicantListFilter = { sort: 'applied' };

export interface FindApplicationsOptions extends Partial<ApplicantListFilter> {
  before?: string | undefined;
  since?: string | undefined;
  limit?: number;
  signal?: AbortSignal;
}

export function findApplications(
  employerId: string,
  jobId: string,
  {
    before,
    since,
    limit = APPLICANTS_PAGE_SIZE,
    signal,
    status,
    trade,
    sort,
  }: FindApplicationsOptions = {},
): Promise<ApplicationList> {
  return api.get(applicationsPath(employerId, jobId), {
    query: {
      limit,
      before,
      since,
      status,
      trade,
      ...(sort && sort !== 'applied' ? { sort } : {}),
    },
    parse: (data) => ApplicationListSchema.parse(data),
    ...(signal ? { signal } : {}),
  });
}

/**
 * The list of candidates (docs/web-app.md#lists): pages in the server's order for one filter; a
 * short page is the last. The cache does not go stale by time: `useApplicantUpdatesOnOpen` asks
 * the server what changed instead, and changes made here invalidate every filter's list.
 */
export function getApplicationsQueryOptions(
  employerId: string,
  jobId: string,
  filter: ApplicantListFilter = DEFAULT_APPLICANT_FILTER,
) {
  return infiniteQueryOptions({
    queryKey: employerKeys.applicationList(jobId, filter),
    queryFn: ({ pageParam, signal }) =>
      findApplications(employerId, jobId, { ...filter, before: pageParam || undefined, signal }),
    initialPageParam: '',
    getNextPageParam: (lastPage) => {
      if (lastPage.length < APPLICANTS_PAGE_SIZE) return undefined;
      return lastPage[lastPage.length - 1]?.cursor ?? undefined;
    },
    staleTime: Infinity,
  });
}

export function useApplicants(
  employerId: string,
  jobId: string,
  filter: ApplicantListFilter = DEFAULT_APPLICANT_FILTER,
) {
  return useInfiniteQuery(getApplicationsQueryOptions(employerId, jobId, filter));
}

/** The newest change the cached list knows of (server time, so no clock skew). */
function latestChange(pages: ApplicantPages): string | undefined {
  let latest: string | undefined;
  for (const item of pages.pages.flat()) {
    const at = item.updatedAt ?? item.createdAt;
    if (!latest || at > latest) latest = at;
  }
  return latest;
}

/**
 * docs/web-app.md#lists: on opening, and again each time the window gets focus back, a cached list
 * first asks for the applications changed since its newest change (`since`); only when one is new
 * or different is the list fetched again. Without a cache the list query fetches the list itself.
 */
export function useApplicantUpdatesOnOpen(employerId: string, jobId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Every filter's list is checked against the unfiltered one's newest change.
    const key = employerKeys.applications(jobId);
    let controller: AbortController | undefined;
    const check = () => {
      const cached = queryClient.getQueryData<ApplicantPages>(
        employerKeys.applicationList(jobId, DEFAULT_APPLICANT_FILTER),
      );
      if (!cached) return;
      const since = latestChange(cached);
      if (!since) {
        void queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      controller?.abort();
      const current = new AbortController();
      controller = current;
      findApplications(employerId, jobId, { since, limit: PAGE_SIZE_MAX, signal: current.signal })
        .then((updates) => {
          const known = new Map(cached.pages.flat().map((item) => [item.id, item]));
          const isChanged = updates.some((update) => {
            const item = known.get(update.id);
            return !item || item.status !== update.status || item.updatedAt !== update.updatedAt;
          });
          if (isChanged) void queryClient.invalidateQueries({ queryKey: key });
        })
        .catch(() => {
          // Offline or aborted: the cached list stays; the next opening or focus asks again.
        });
    };
    check();
    const unsubscribe = focusManager.subscribe((isFocused) => {
      if (isFocused) check();
    });
    return () => {
      unsubscribe();
      controller?.abort();
    };
  }, [queryClient, employerId, jobId]);
}
