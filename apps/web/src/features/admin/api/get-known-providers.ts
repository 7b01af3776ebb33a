/** GET /v1/admin/known-providers: the known providers by name, with owner and pending claims. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { KnownProviderListSchema, type KnownProviderListing } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { ADMIN_PAGE_SIZE, adminKeys, totalOf, type ConsolePage } from './keys.ts';

export function getKnownProviders(
  q: string,
  { offset = 0, signal }: { offset?: number; signal?: AbortSignal } = {},
): Promise<ConsolePage<KnownProviderListing>> {
  return api.get('/v1/admin/known-providers', {
    query: { ...(q ? { q } : {}), limit: ADMIN_PAGE_SIZE, offset },
    ...(signal ? { signal } : {}),
    parse: (data, response) => {
      const items = KnownProviderListSchema.parse(data);
      return { items, total: totalOf(response, items.length) };
    },
  });
}

export function getKnownProvidersQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: adminKeys.providerList(q),
    queryFn: ({ pageParam, signal }) => getKnownProviders(q, { offset: pageParam, signal }),
    initialPageParam: 0,
    // Paged by offset: the list is short and sorted by name.
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded >= last.total || last.items.length === 0 ? undefined : loaded;
    },
  });
}

export function useKnownProviders(q: string) {
  return useInfiniteQuery(getKnownProvidersQueryOptions(q));
}
