/** POST /v1/admin/jobs/{id}/restore: publish an unpublished job again, with the reason its employer is e-mailed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ModeratedJobSchema, type ModeratedJob } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { adminKeys } from './keys.ts';

export function restoreJob({ id, reason }: { id: string; reason: string }): Promise<ModeratedJob> {
  return api.post(`/v1/admin/jobs/${encodeURIComponent(id)}/restore`, {
    body: { reason },
    parse: (data) => ModeratedJobSchema.parse(data),
  });
}

export function useRestoreJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreJob,
    // Every console list: the job posts and the audit log's new row.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
