/** GET /v1/employers/{id}/invitations: the colleagues invited who have not signed up yet. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { EmployerInvitationListSchema, type EmployerInvitation } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { employerKeys } from './keys.ts';
import { teamInvitationsPath } from './team-paths.ts';

export function getTeamInvitations(
  employerId: string,
  signal?: AbortSignal,
): Promise<EmployerInvitation[]> {
  return api.get(teamInvitationsPath(employerId), {
    parse: (data) => EmployerInvitationListSchema.parse(data),
    ...(signal ? { signal } : {}),
  });
}

export function getTeamInvitationsQueryOptions(employerId: string) {
  return queryOptions({
    queryKey: employerKeys.teamInvitations(employerId),
    queryFn: ({ signal }) => getTeamInvitations(employerId, signal),
  });
}

export function useTeamInvitations(employerId: string) {
  return useQuery(getTeamInvitationsQueryOptions(employerId));
}
