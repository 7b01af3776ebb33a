/** GET /v1/rsp/{rspId}/case-managers: `{ data, total }`, paged by the last item's cursor. */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { CaseManagerListSchema, type CaseManagerList } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { RSP_PAGE_SIZE, rspPath, type Signal } from './paths.ts';

export function getCaseManagersPage(
  rspId: string,
  { before, limit = RSP_PAGE_SIZE, signal }: { before?: string; limit?: number } & Signal = {},
): Promise<CaseManagerList> {
  return api.get(`${rspPath(rspId)}/case-managers`, {
    query: { limit, before },
    ...(signal ? { signal } : {}),
    parse: (data) => CaseManagerListSchema.parse(data),
  });
}

export function getCaseManagersQueryOptions(rspId: string) {
  return infiniteQueryOptions({
    queryKey: rspQueryKeys.caseManagers(rspId),
    queryFn: ({ pageParam, signal }) =>
      getCaseManagersPage(rspId, { signal, ...(pageParam ? { before: pageParam } : {}) }),
    initialPageParam: undefined as string | undefined,
    // More pages while fewer than `total` are loaded (docs/api.md#endpoints: the answer carries the
    // total).
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      if (loaded >= last.total || last.data.length === 0) return undefined;
      return last.data[last.data.length - 1]?.cursor ?? undefined;
    },
  });
}

export function useCaseManagers(rspId: string) {
  return useInfiniteQuery(getCaseManagersQueryOptions(rspId));
}

/** The case managers a client may be assigned to: one page of 100, for the owner's pickers. */
export function getCaseManagerOptionsQueryOptions(rspId: string) {
  return queryOptions({
    queryKey: rspQueryKeys.caseManagerOptions(rspId),
    queryFn: ({ signal }) => getCaseManagersPage(rspId, { limit: 100, signal }),
  });
}

export function useCaseManagerOptions(rspId: string, { enabled = true } = {}) {
  return useQuery({ ...getCaseManagerOptionsQueryOptions(rspId), enabled });
}
