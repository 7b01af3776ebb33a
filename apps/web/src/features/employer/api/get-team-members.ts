/** GET /v1/employers/{id}/members: the owner first, then the colleagues as they joined. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { EmployerMemberListSchema, type EmployerMember } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { employerKeys } from './keys.ts';
import { teamMembersPath } from './team-paths.ts';

export function getTeamMembers(
  employerId: string,
  signal?: AbortSignal,
): Promise<EmployerMember[]> {
  return api.get(teamMembersPath(employerId), {
    parse: (data) => EmployerMemberListSchema.parse(data),
    ...(signal ? { signal } : {}),
  });
}

export function getTeamMembersQueryOptions(employerId: string) {
  return queryOptions({
    queryKey: employerKeys.teamMembers(employerId),
    queryFn: ({ signal }) => getTeamMembers(employerId, signal),
  });
}

export function useTeamMembers(employerId: string) {
  return useQuery(getTeamMembersQueryOptions(employerId));
}
