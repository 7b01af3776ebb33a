/** POST a private note on an application (docs/rules.md#applicant-review). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApplicationNoteSchema, type ApplicationNote } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { applicationPath } from './applications-path.ts';
import { employerKeys } from './keys.ts';

export function createApplicationNote(
  employerId: string,
  jobId: string,
  applicationId: string,
  body: string,
): Promise<ApplicationNote> {
  return api.post(`${applicationPath(employerId, jobId, applicationId)}/notes`, {
    body: { body },
    parse: (data) => ApplicationNoteSchema.parse(data),
  });
}

export function useCreateApplicationNote(employerId: string, jobId: string, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => createApplicationNote(employerId, jobId, applicationId, body),
    onSuccess: (note) => {
      queryClient.setQueryData<ApplicationNote[]>(
        employerKeys.applicantNotes(jobId, applicationId),
        (notes) => [...(notes ?? []), note],
      );
    },
  });
}
