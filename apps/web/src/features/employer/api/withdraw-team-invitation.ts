/** DELETE /v1/employers/{id}/invitations/{invitationId}: the owner withdraws an invitation. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployerInvitation } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { employerKeys } from './keys.ts';
import { teamInvitationsPath } from './team-paths.ts';

export async function withdrawTeamInvitation(
  employerId: string,
  invitationId: string,
): Promise<void> {
  await api.delete(`${teamInvitationsPath(employerId)}/${encodeURIComponent(invitationId)}`);
}

/** Withdrawn, it leaves the list; a failure fetches the list again, as it may have changed. */
export function useWithdrawTeamInvitation(employerId: string) {
  const queryClient = useQueryClient();
  const key = employerKeys.teamInvitations(employerId);
  return useMutation({
    mutationFn: (invitation: EmployerInvitation) =>
      withdrawTeamInvitation(employerId, invitation.id),
    onSuccess: (_data, invitation) => {
      queryClient.setQueryData<EmployerInvitation[]>(key, (list) =>
        list?.filter((item) => item.id !== invitation.id),
      );
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
