/** GET /v1/rsp/{rspId}/notices: the caller's notices, newest first, and how many are unread. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RspNoticeListSchema, type RspNoticeList } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { rspPath, type Signal } from './paths.ts';

/** How often the unread count is asked again while a page is open. */
const NOTICES_REFRESH_MS = 60_000;

export function getNotices(
  rspId: string,
  { unreadOnly, signal }: { unreadOnly: boolean } & Signal,
): Promise<RspNoticeList> {
  return api.get(`${rspPath(rspId)}/notices`, {
    query: { limit: 50, ...(unreadOnly ? { unread: 'true' } : {}) },
    ...(signal ? { signal } : {}),
    parse: (data) => RspNoticeListSchema.parse(data),
  });
}

export function getNoticesQueryOptions(rspId: string, unreadOnly = false) {
  return queryOptions({
    queryKey: rspQueryKeys.noticeList(rspId, unreadOnly),
    queryFn: ({ signal }) => getNotices(rspId, { unreadOnly, signal }),
    refetchInterval: NOTICES_REFRESH_MS,
  });
}

export function useNotices(rspId: string, unreadOnly = false) {
  return useQuery(getNoticesQueryOptions(rspId, unreadOnly));
}
