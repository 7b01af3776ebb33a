/** PATCH /v1/rsp/{rspId}/accounts/{userId}: a case manager's name, contact and position. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CaseManagerSchema,
  type CaseManager,
  type UpdateCaseManagerRequest,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { accountPath } from './paths.ts';

export function updateCaseManager(
  rspId: string,
  userId: string,
  body: UpdateCaseManagerRequest,
): Promise<CaseManager> {
  return api.patch(accountPath(rspId, userId), {
    body,
    parse: (data) => CaseManagerSchema.parse(data),
  });
}

export function useUpdateCaseManager(rspId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCaseManagerRequest) => updateCaseManager(rspId, userId, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(rspQueryKeys.caseManager(rspId, userId), updated);
      void queryClient.invalidateQueries({ queryKey: rspQueryKeys.caseManagers(rspId) });
    },
  });
}
