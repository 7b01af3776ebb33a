/** PATCH an application's status, as the employer moves a candidate on (docs/rules.md#application-statuses). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApplicationDetailSchema,
  type ApplicationDetail,
  type EmployerSettableStatus,
} from '@fairchance/shared';
import { api, isApiError } from '#web/lib/api/index.ts';
import { applicationPath } from './applications-path.ts';
import { employerKeys } from './keys.ts';

export function updateApplicationStatus(
  employerId: string,
  jobId: string,
  applicationId: string,
  status: EmployerSettableStatus,
): Promise<ApplicationDetail> {
  return api.patch(applicationPath(employerId, jobId, applicationId), {
    body: { status },
    parse: (data) => ApplicationDetailSchema.parse(data),
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
      // The counts, the list's order and badges, the history and the uncloak quota all changed.
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: employerKeys.applicantHistory(jobId, detail.id),
        }),
        queryClient.invalidateQueries({ queryKey: employerKeys.applications(jobId) }),
        queryClient.invalidateQueries({ queryKey: employerKeys.job(jobId) }),
        queryClient.invalidateQueries({ queryKey: employerKeys.jobs(employerId) }),
        queryClient.invalidateQueries({ queryKey: employerKeys.profile(employerId) }),
      ]);
    },
    onError: async (error, { applicationId }) => {
      if (!isApiError(error)) return;
      // 402: no interview requests left; the quota shown must say so.
      if (error.code === 'PaymentDeclined') {
        await queryClient.invalidateQueries({ queryKey: employerKeys.profile(employerId) });
        return;
      }
      // 409: the candidate withdrew meanwhile (docs/rules.md#withdrawing); show it as it is now.
      if (error.code !== 'ResourceConflict') return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: employerKeys.applicant(jobId, applicationId) }),
        queryClient.invalidateQueries({ queryKey: employerKeys.applications(jobId) }),
      ]);
    },
  });
}
