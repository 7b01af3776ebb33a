/** DELETE /v1/employers/{id}/members/{userId}: the owner removes a colleague. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployerMember } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { employerKeys } from './keys.ts';
import { teamMembersPath } from './team-paths.ts';

export async function removeTeamMember(employerId: string, userId: string): Promise<void> {
  await api.delete(`${teamMembersPath(employerId)}/${encodeURIComponent(userId)}`);
}

/** Removed, they leave the list; a failure fetches the list again, as it may have changed. */
export function useRemoveTeamMember(employerId: string) {
  const queryClient = useQueryClient();
  const key = employerKeys.teamMembers(employerId);
  return useMutation({
    mutationFn: (member: EmployerMember) => removeTeamMember(employerId, member.userId),
    onSuccess: (_data, member) => {
      queryClient.setQueryData<EmployerMember[]>(key, (list) =>
        list?.filter((item) => item.userId !== member.userId),
      );
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
