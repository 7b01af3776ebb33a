/** DELETE /v1/rsp/{rspId}/invitations/{id}: the owner withdraws an invitation. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { invitationPath } from './paths.ts';

export async function withdrawInvitation(rspId: string, invitationId: string): Promise<void> {
  await api.delete(invitationPath(rspId, invitationId));
}

/** Withdrawn, it leaves the list; a failure fetches the list again, as it may have changed. */
export function useWithdrawInvitation(rspId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitation: Invitation) => withdrawInvitation(rspId, invitation.id),
    onSuccess: (_data, invitation) => {
      queryClient.setQueryData<Invitation[]>(rspQueryKeys.invitations(rspId), (list) =>
        list?.filter((item) => item.id !== invitation.id),
      );
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: rspQueryKeys.invitations(rspId) });
    },
  });
}
