/** POST an interview invitation, mailed to the applicant (docs/rules.md#interview-invitations). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApplicationEventSchema, type ApplicationEvent } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { applicationPath } from './applications-path.ts';
import { employerKeys } from './keys.ts';

export function createApplicationInvitation(
  employerId: string,
  jobId: string,
  applicationId: string,
  message: string,
): Promise<ApplicationEvent> {
  return api.post(`${applicationPath(employerId, jobId, applicationId)}/invitation`, {
    body: { message },
    parse: (data) => ApplicationEventSchema.parse(data),
  });
}

export function useCreateApplicationInvitation(
  employerId: string,
  jobId: string,
  applicationId: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      createApplicationInvitation(employerId, jobId, applicationId, message),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: employerKeys.applicantHistory(jobId, applicationId),
      }),
  });
}
