/** The employer's private notes on an application (docs/rules.md#applicant-review). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApplicationNoteListSchema, type ApplicationNote } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { applicationPath } from './applications-path.ts';
import { employerKeys } from './keys.ts';

export function getApplicationNotes(
  employerId: string,
  jobId: string,
  applicationId: string,
  signal?: AbortSignal,
): Promise<ApplicationNote[]> {
  return api.get(`${applicationPath(employerId, jobId, applicationId)}/notes`, {
    parse: (data) => ApplicationNoteListSchema.parse(data),
    ...(signal ? { signal } : {}),
  });
}

export function getApplicationNotesQueryOptions(
  employerId: string,
  jobId: string,
  applicationId: string,
) {
  return queryOptions({
    queryKey: employerKeys.applicantNotes(jobId, applicationId),
    queryFn: ({ signal }) => getApplicationNotes(employerId, jobId, applicationId, signal),
  });
}

export function useApplicationNotes(employerId: string, jobId: string, applicationId: string) {
  return useQuery(getApplicationNotesQueryOptions(employerId, jobId, applicationId));
}
