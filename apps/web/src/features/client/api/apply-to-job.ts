/** POST /v1/jobs/{id}/applications with an answer to each of the job's questions. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApplicationSchema,
  type Application,
  type CreateApplicationRequest,
  type Job,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { useClientId } from './get-client-profile.ts';
import { clientQueryKeys, jobQueryKeys } from './keys.ts';

export function applyToJob(id: string, body: CreateApplicationRequest): Promise<Application> {
  return api.post(`/v1/jobs/${encodeURIComponent(id)}/applications`, {
    body,
    parse: (data) => ApplicationSchema.parse(data),
  });
}

/** Applying shows the job as applied to, and the client's own lists follow. */
export function useApplyToJob(jobId: string) {
  const queryClient = useQueryClient();
  const clientId = useClientId();
  return useMutation({
    mutationFn: (body: CreateApplicationRequest) => applyToJob(jobId, body),
    onSuccess: () => {
      queryClient.setQueryData<Job>(jobQueryKeys.detail(jobId), (current) =>
        current ? { ...current, applicationStatus: 'applied' } : current,
      );
      if (clientId) void queryClient.invalidateQueries({ queryKey: clientQueryKeys.all(clientId) });
    },
  });
}
