/** GET /v1/rsp/{rspId}/clients: the organization's clients, filtered and paged. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  RspClientListSchema,
  TOTAL_COUNT_HEADER,
  type RspClient,
  type RspClientsQuery,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { rspQueryKeys } from './keys.ts';
import { RSP_PAGE_SIZE, rspPath, type Signal } from './paths.ts';

/** The list's filters; paging is added by the list itself. */
export type RspClientFilters = Partial<Omit<RspClientsQuery, 'limit' | 'before'>>;

/** One page of the clients list and the filtered total (x-total-count). */
export interface RspClientsPage {
  items: RspClient[];
  total: number;
}

export function getRspClientsPage(
  rspId: string,
  filters: RspClientFilters,
  { before, limit = RSP_PAGE_SIZE, signal }: { before?: string; limit?: number } & Signal = {},
): Promise<RspClientsPage> {
  return api.get(`${rspPath(rspId)}/clients`, {
    query: { ...filters, limit, before },
    ...(signal ? { signal } : {}),
    parse: (data, response) => {
      const items = RspClientListSchema.parse(data);
      const header = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
      return { items, total: Number.isFinite(header) && header >= 0 ? header : items.length };
    },
  });
}

export function getRspClientsQueryOptions(rspId: string, filters: RspClientFilters) {
  return infiniteQueryOptions({
    queryKey: rspQueryKeys.clientList(rspId, filters),
    queryFn: ({ pageParam, signal }) =>
      getRspClientsPage(rspId, filters, { signal, ...(pageParam ? { before: pageParam } : {}) }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      if (loaded >= last.total || last.items.length === 0) return undefined;
      return last.items[last.items.length - 1]?.cursor ?? undefined;
    },
  });
}

export function useRspClients(rspId: string, filters: RspClientFilters) {
  return useInfiniteQuery(getRspClientsQueryOptions(rspId, filters));
}
