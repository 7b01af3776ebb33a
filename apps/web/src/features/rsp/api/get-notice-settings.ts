/** GET /v1/rsp/{rspId}/notice-settings: how the caller is e-mailed their clients' changes. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RspNoticeSettingsSchema, type RspNoticeSettings } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { rspPath, type Signal } from './paths.ts';

export function getNoticeSettings(rspId: string, options: Signal = {}): Promise<RspNoticeSettings> {
  return api.get(`${rspPath(rspId)}/notice-settings`, {
    ...options,
    parse: (data) => RspNoticeSettingsSchema.parse(data),
  });
}

export function getNoticeSettingsQueryOptions(rspId: string) {
  return queryOptions({
    queryKey: rspQueryKeys.noticeSettings(rspId),
    queryFn: ({ signal }) => getNoticeSettings(rspId, { signal }),
  });
}

export function useNoticeSettings(rspId: string) {
  return useQuery(getNoticeSettingsQueryOptions(rspId));
}
