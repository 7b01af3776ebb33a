/** POST /v1/rsp/{rspId}/notices/read: the named notices read, or all of them. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkRspNoticesReadRequest } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { rspPath } from './paths.ts';

export async function markNoticesRead(
  rspId: string,
  body: MarkRspNoticesReadRequest,
): Promise<void> {
  await api.post(`${rspPath(rspId)}/notices/read`, { body });
}

export function useMarkNoticesRead(rspId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkRspNoticesReadRequest) => markNoticesRead(rspId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rspQueryKeys.notices(rspId) }),
  });
}
