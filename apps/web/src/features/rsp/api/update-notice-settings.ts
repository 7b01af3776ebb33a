/** PATCH /v1/rsp/{rspId}/notice-settings: the caller's choice of e-mails. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RspNoticeSettingsSchema, type RspNoticeSettings } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { rspPath } from './paths.ts';

export function updateNoticeSettings(
  rspId: string,
  body: RspNoticeSettings,
): Promise<RspNoticeSettings> {
  return api.patch(`${rspPath(rspId)}/notice-settings`, {
    body,
    parse: (data) => RspNoticeSettingsSchema.parse(data),
  });
}

export function useUpdateNoticeSettings(rspId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RspNoticeSettings) => updateNoticeSettings(rspId, body),
    onSuccess: (saved) => queryClient.setQueryData(rspQueryKeys.noticeSettings(rspId), saved),
  });
}
