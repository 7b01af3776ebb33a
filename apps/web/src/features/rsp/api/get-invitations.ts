/** GET /v1/rsp/{rspId}/invitations: the invitations not yet accepted. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { InvitationListSchema, type Invitation } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { rspPath, type Signal } from './paths.ts';

export function getInvitations(rspId: string, options: Signal = {}): Promise<Invitation[]> {
  return api.get(`${rspPath(rspId)}/invitations`, {
    ...options,
    parse: (data) => InvitationListSchema.parse(data),
  });
}

export function getInvitationsQueryOptions(rspId: string) {
  return queryOptions({
    queryKey: rspQueryKeys.invitations(rspId),
    queryFn: ({ signal }) => getInvitations(rspId, { signal }),
  });
}

export function useInvitations(rspId: string) {
  return useQuery(getInvitationsQueryOptions(rspId));
}
