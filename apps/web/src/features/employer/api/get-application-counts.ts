/** A job's applicants per status, for the list's tabs (docs/rules.md#applicant-order-and-counts). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ApplicationCountsSchema,
  type ApplicationCounts,
  type ExperienceSkill,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { applicationsPath } from './applications-path.ts';
import { employerKeys } from './keys.ts';

export function getApplicationCounts(
  employerId: string,
  jobId: string,
  trade: ExperienceSkill | undefined,
  signal?: AbortSignal,
): Promise<ApplicationCounts> {
  return api.get(`${applicationsPath(employerId, jobId)}/counts`, {
    query: { trade },
    parse: (data) => ApplicationCountsSchema.parse(data),
    ...(signal ? { signal } : {}),
  });
}

export function getApplicationCountsQueryOptions(
  employerId: string,
  jobId: string,
  trade: ExperienceSkill | undefined,
) {
  return queryOptions({
    queryKey: employerKeys.applicationCounts(jobId, trade),
    queryFn: ({ signal }) => getApplicationCounts(employerId, jobId, trade, signal),
  });
}

export function useApplicationCounts(
  employerId: string,
  jobId: string,
  trade: ExperienceSkill | undefined,
) {
  return useQuery(getApplicationCountsQueryOptions(employerId, jobId, trade));
}
