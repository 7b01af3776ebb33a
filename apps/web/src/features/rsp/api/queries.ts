/** TanStack Query keys and options of the rsp area; lists refresh after every change. */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  getCaseManager,
  getCaseManagersPage,
  getInvitations,
  getOrganization,
  getRspClient,
  getRspClientsPage,
  getRspClientStats,
  type RspClientFilters,
} from './rsp-api.ts';

export const rspQueryKeys = {
  all: (rspId: string) => ['rsp', rspId] as const,
  organization: (rspId: string) => ['rsp', rspId, 'organization'] as const,
  caseManagers: (rspId: string) => ['rsp', rspId, 'case-managers'] as const,
  caseManager: (rspId: string, userId: string) => ['rsp', rspId, 'case-managers', userId] as const,
  invitations: (rspId: string) => ['rsp', rspId, 'invitations'] as const,
  clients: (rspId: string) => ['rsp', rspId, 'clients'] as const,
  clientList: (rspId: string, filters: RspClientFilters) =>
    ['rsp', rspId, 'clients', 'list', filters] as const,
  clientStats: (rspId: string) => ['rsp', rspId, 'clients', 'stats'] as const,
  client: (rspId: string, clientId: string) => ['rsp', rspId, 'clients', 'one', clientId] as const,
};

export function organizationQueryOptions(rspId: string) {
  return queryOptions({
    queryKey: rspQueryKeys.organization(rspId),
    queryFn: ({ signal }) => getOrganization(rspId, { signal }),
  });
}

export function caseManagersQueryOptions(rspId: string) {
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

export function caseManagerQueryOptions(rspId: string, userId: string) {
  return queryOptions({
    queryKey: rspQueryKeys.caseManager(rspId, userId),
    queryFn: ({ signal }) => getCaseManager(rspId, userId, { signal }),
  });
}

export function invitationsQueryOptions(rspId: string) {
  return queryOptions({
    queryKey: rspQueryKeys.invitations(rspId),
    queryFn: ({ signal }) => getInvitations(rspId, { signal }),
  });
}

export function rspClientsQueryOptions(rspId: string, filters: RspClientFilters) {
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

export function rspClientStatsQueryOptions(rspId: string) {
  return queryOptions({
    queryKey: rspQueryKeys.clientStats(rspId),
    queryFn: ({ signal }) => getRspClientStats(rspId, { signal }),
  });
}

export function rspClientQueryOptions(rspId: string, clientId: string) {
  return queryOptions({
    queryKey: rspQueryKeys.client(rspId, clientId),
    queryFn: ({ signal }) => getRspClient(rspId, clientId, { signal }),
  });
}
