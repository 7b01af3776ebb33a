/** POST /v1/applications/{id}/withdraw: the client withdraws their own application (docs/rules.md#withdrawing). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ClientApplicationSchema, type ClientApplication, type Job } from '@fairchance/shared';
import { api, isApiError } from '#web/lib/api/index.ts';
import { useClientId } from './get-client-profile.ts';
import { clientQueryKeys, jobQueryKeys } from './keys.ts';

export function withdrawApplication(applicationId: string): Promise<ClientApplication> {
  return api.post(`/v1/applications/${encodeURIComponent(applicationId)}/withdraw`, {
    parse: (data) => ClientApplicationSchema.parse(data),
  });
}

/**
 * Withdrawing shows the job's application as withdrawn and refreshes the client's lists. A 409 (it
 * was withdrawn in another tab, or the employer decided meanwhile) refreshes them too, so the page
 * shows where the application stands now.
 */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  const clientId = useClientId();
  const refreshLists = async (jobId: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: jobQueryKeys.detail(jobId) }),
      clientId
        ? queryClient.invalidateQueries({ queryKey: clientQueryKeys.appliedJobs(clientId) })
        : undefined,
    ]);
  };
  return useMutation({
    mutationFn: ({ applicationId }: { applicationId: string; jobId: string }) =>
      withdrawApplication(applicationId),
    onSuccess: async (application) => {
      queryClient.setQueryData<Job>(jobQueryKeys.detail(application.jobId), (current) =>
        current ? { ...current, applicationStatus: application.status, application } : current,
      );
      await refreshLists(application.jobId);
    },
    onError: async (error, { jobId }) => {
      if (isApiError(error) && error.code === 'ResourceConflict') await refreshLists(jobId);
    },
  });
}
