/**
 * A job's applicants (docs/web-app.md#lists, docs/api.md#endpoints): the list in pages, one
 * application with the profile as the server lets this employer see it, and the status changes.
 */
import { useEffect } from 'react';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import {
  ApplicationDetailSchema,
  ApplicationListSchema,
  PAGE_SIZE_MAX,
  type ApplicationDetail,
  type ApplicationList,
  type EmployerSettableStatus,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { employerKeys } from './keys.ts';

export const APPLICANTS_PAGE_SIZE = 20;

type ApplicantPages = InfiniteData<ApplicationList, string>;

function applicationsPath(employerId: string, jobId: string): string {
  return `/v1/employers/${encodeURIComponent(employerId)}/jobs/${encodeURIComponent(jobId)}/applications`;
}

export interface FindApplicationsOptions {
  before?: string | undefined;
  since?: string | undefined;
  limit?: number;
  signal?: AbortSignal;
}

export function findApplications(
  employerId: string,
  jobId: string,
  { before, since, limit = APPLICANTS_PAGE_SIZE, signal }: FindApplicationsOptions = {},
): Promise<ApplicationList> {
  return api.get(applicationsPath(employerId, jobId), {
    query: { limit, before, since },
    parse: (data) => ApplicationListSchema.parse(data),
    ...(signal ? { signal } : {}),
  });
}

/**
 * The newest change a held answer shows: its application's or its applicant's profile's, both
 * server times. None when either is missing (then the answer is fetched whole).
 */
function newestChange(detail: ApplicationDetail): string | undefined {
  const { updatedAt } = detail;
  const profileAt = detail.profile.updatedAt;
  if (!updatedAt || !profileAt) return undefined;
  return profileAt > updatedAt ? profileAt : updatedAt;
}

export interface GetApplicationOptions {
  signal?: AbortSignal | undefined;
  /**
   * The answer the caller holds: it is asked for with `since` (docs/api.md#endpoints), and kept
   * when the server answers 304 (nothing changed after its newest change).
   */
  held?: ApplicationDetail | undefined;
}

export function getApplication(
  employerId: string,
  jobId: string,
  applicationId: string,
  { signal, held }: GetApplicationOptions = {},
): Promise<ApplicationDetail> {
  const since = held?.id === applicationId ? newestChange(held) : undefined;
  return api.get(`${applicationsPath(employerId, jobId)}/${encodeURIComponent(applicationId)}`, {
    query: { since },
    parse: (data) => ApplicationDetailSchema.parse(data),
    ...(since && held ? { notModified: () => held } : {}),
    ...(signal ? { signal } : {}),
  });
}

export function updateApplicationStatus(
  employerId: string,
  jobId: string,
  applicationId: string,
  status: EmployerSettableStatus,
): Promise<ApplicationDetail> {
  return api.patch(`${applicationsPath(employerId, jobId)}/${encodeURIComponent(applicationId)}`, {
    body: { status },
    parse: (data) => ApplicationDetailSchema.parse(data),
  });
}

/**
 * The list of candidates (docs/web-app.md#lists): pages in the server's order; more are fetched
 * while fewer than `total` (the job's applicationsTotal) are loaded. The cache does not go stale by
 * time: `useApplicantUpdatesOnOpen` asks the server what changed instead, and status changes made
 * here invalidate it.
 */
export function useApplicants(employerId: string, jobId: string, total: number) {
  return useInfiniteQuery({
    queryKey: employerKeys.applications(jobId),
    queryFn: ({ pageParam, signal }) =>
      findApplications(employerId, jobId, { before: pageParam || undefined, signal }),
    initialPageParam: '',
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.length, 0);
      if (loaded >= total || lastPage.length === 0) return undefined;
      return lastPage[lastPage.length - 1]?.cursor ?? undefined;
    },
    staleTime: Infinity,
  });
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
 * docs/web-app.md#lists: on opening, a cached list first asks for the applications changed since
 * its newest change (`since`); only when one is new or different is the list fetched again. Without
 * a cache the list query fetches the list itself.
 */
export function useApplicantUpdatesOnOpen(employerId: string, jobId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const key = employerKeys.applications(jobId);
    const cached = queryClient.getQueryData<ApplicantPages>(key);
    if (!cached) return;
    const since = latestChange(cached);
    if (!since) {
      void queryClient.invalidateQueries({ queryKey: key });
      return;
    }
    const controller = new AbortController();
    findApplications(employerId, jobId, { since, limit: PAGE_SIZE_MAX, signal: controller.signal })
      .then((updates) => {
        const known = new Map(cached.pages.flat().map((item) => [item.id, item]));
        const isChanged = updates.some((update) => {
          const item = known.get(update.id);
          return !item || item.status !== update.status || item.updatedAt !== update.updatedAt;
        });
        if (isChanged) void queryClient.invalidateQueries({ queryKey: key });
      })
      .catch(() => {
        // Offline or aborted: the cached list stays; the next opening asks again.
      });
    return () => controller.abort();
  }, [queryClient, employerId, jobId]);
}

/**
 * One applicant (the candidate page), by the application the page's URL names. A refetch (on
 * focus, or on coming back after 30 s) of an applicant already shown asks with `since` and keeps
 * what it has on 304, so an unchanged profile is not sent again; a cloaked answer has no profile
 * time, so it is asked for whole (decision 014).
 */
export function useApplicant(employerId: string, jobId: string, applicationId: string) {
  const queryClient = useQueryClient();
  const queryKey = employerKeys.applicant(jobId, applicationId);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      getApplication(employerId, jobId, applicationId, {
        signal,
        held: queryClient.getQueryData<ApplicationDetail>(queryKey),
      }),
  });
}

export function useUpdateApplicationStatus(employerId: string, jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      applicationId,
      status,
    }: {
      applicationId: string;
      status: EmployerSettableStatus;
    }) => updateApplicationStatus(employerId, jobId, applicationId, status),
    onSuccess: async (detail) => {
      queryClient.setQueryData(employerKeys.applicant(jobId, detail.id), detail);
      // The counts, the list's order and badges, and the uncloak quota all changed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: employerKeys.applications(jobId) }),
        queryClient.invalidateQueries({ queryKey: employerKeys.job(jobId) }),
        queryClient.invalidateQueries({ queryKey: employerKeys.jobs(employerId) }),
        queryClient.invalidateQueries({ queryKey: employerKeys.profile(employerId) }),
      ]);
    },
  });
}
