/**
 * One application with the profile as the server lets this employer see it (docs/api.md#endpoints,
 * decision 014).
 */
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApplicationDetailSchema, type ApplicationDetail } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { applicationPath } from './applications-path.ts';
import { employerKeys } from './keys.ts';

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
  return api.get(applicationPath(employerId, jobId, applicationId), {
    query: { since },
    parse: (data) => ApplicationDetailSchema.parse(data),
    ...(since && held ? { notModified: () => held } : {}),
    ...(signal ? { signal } : {}),
  });
}

/**
 * One applicant (the candidate page), by the application the page's URL names. A refetch (on
 * focus, or on coming back after 30 s) of an applicant already shown asks with `since` and keeps
 * what it has on 304, so an unchanged profile is not sent again; a cloaked answer has no profile
 * time, so it is asked for whole (decision 014).
 */
export function getApplicationQueryOptions(
  queryClient: QueryClient,
  employerId: string,
  jobId: string,
  applicationId: string,
) {
  const queryKey = employerKeys.applicant(jobId, applicationId);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      getApplication(employerId, jobId, applicationId, {
        signal,
        held: queryClient.getQueryData<ApplicationDetail>(queryKey),
      }),
  });
}

export function useApplicant(employerId: string, jobId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useQuery(getApplicationQueryOptions(queryClient, employerId, jobId, applicationId));
}
