/** POST /v1/admin/jobs/{id}/unpublish: unpublish a job with the reason its employer is e-mailed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ModeratedJobSchema, type ModeratedJob } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { adminKeys } from './keys.ts';

export function unpublishJob({
  id,
  reason,
}: {
  id: string;
  reason: string;
}): Promise<ModeratedJob> {
  return api.post(`/v1/admin/jobs/${encodeURIComponent(id)}/unpublish`, {
    body: { reason },
    parse: (data) => ModeratedJobSchema.parse(data),
  });
}

export function useUnpublishJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishJob,
    // Every console list: the job posts and the audit log's new row.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
