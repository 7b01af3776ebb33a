/** POST /v1/employers/{id}/invitations: the owner invites a colleague by e-mail. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  EmployerInvitationSchema,
  type EmployerInvitation,
  type InviteColleagueRequest,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { employerKeys } from './keys.ts';
import { teamInvitationsPath } from './team-paths.ts';

export function inviteColleague(
  employerId: string,
  body: InviteColleagueRequest,
): Promise<EmployerInvitation> {
  return api.post(teamInvitationsPath(employerId), {
    body,
    parse: (data) => EmployerInvitationSchema.parse(data),
  });
}

export function useInviteColleague(employerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteColleagueRequest) => inviteColleague(employerId, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: employerKeys.teamInvitations(employerId) });
    },
  });
}
