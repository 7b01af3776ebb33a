/** An application's history: its statuses and invitations (docs/rules.md#application-history). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApplicationHistorySchema, type ApplicationEvent } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { applicationPath } from './applications-path.ts';
import { employerKeys } from './keys.ts';

export function getApplicationHistory(
  employerId: string,
  jobId: string,
  applicationId: string,
  signal?: AbortSignal,
): Promise<ApplicationEvent[]> {
  return api.get(`${applicationPath(employerId, jobId, applicationId)}/history`, {
    parse: (data) => ApplicationHistorySchema.parse(data),
    ...(signal ? { signal } : {}),
  });
}

export function getApplicationHistoryQueryOptions(
  employerId: string,
  jobId: string,
  applicationId: string,
) {
  return queryOptions({
    queryKey: employerKeys.applicantHistory(jobId, applicationId),
    queryFn: ({ signal }) => getApplicationHistory(employerId, jobId, applicationId, signal),
  });
}

export function useApplicationHistory(employerId: string, jobId: string, applicationId: string) {
  return useQuery(getApplicationHistoryQueryOptions(employerId, jobId, applicationId));
}
