/** DELETE /v1/rsp/{rspId}/accounts/{userId}: the member's account ends; their clients stay. */
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { CaseManagerList } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { accountPath } from './paths.ts';

export async function deleteCaseManager(rspId: string, userId: string): Promise<void> {
  await api.delete(accountPath(rspId, userId));
}

export function useDeleteCaseManager(rspId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => deleteCaseManager(rspId, userId),
    onSuccess: (_data, userId) => {
      // docs/rules.md#case-managers: removing a case manager removes its row.
      queryClient.setQueryData<InfiniteData<CaseManagerList, string | undefined>>(
        rspQueryKeys.caseManagers(rspId),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              data: page.data.filter((item) => item.userId !== userId),
              total: Math.max(0, page.total - 1),
            })),
          },
      );
      queryClient.removeQueries({ queryKey: rspQueryKeys.caseManager(rspId, userId) });
      // Their clients are now unassigned.
      void queryClient.invalidateQueries({ queryKey: rspQueryKeys.clients(rspId) });
    },
  });
}
