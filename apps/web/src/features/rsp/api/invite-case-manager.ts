/** POST /v1/rsp/{rspId}/accounts/invite: an invitation mailed to a new case manager. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  InvitationSchema,
  type Invitation,
  type InviteCaseManagerRequest,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { rspPath } from './paths.ts';

export function inviteCaseManager(body: InviteCaseManagerRequest): Promise<Invitation> {
  return api.post(`${rspPath(body.rspId)}/accounts/invite`, {
    body,
    parse: (data) => InvitationSchema.parse(data),
  });
}

export function useInviteCaseManager(rspId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteCaseManager,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: rspQueryKeys.invitations(rspId) });
    },
  });
}
