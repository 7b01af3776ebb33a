/** GET /v1/clients/{id}/providers: the organizations the client shares their profile with. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClientProviderListSchema, type ClientProvider } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { clientQueryKeys } from './keys.ts';

export function getClientProviders(
  clientId: string,
  options: { signal?: AbortSignal } = {},
): Promise<ClientProvider[]> {
  return api.get(`/v1/clients/${encodeURIComponent(clientId)}/providers`, {
    ...options,
    parse: (data) => ClientProviderListSchema.parse(data),
  });
}

export function getClientProvidersQueryOptions(clientId: string) {
  return queryOptions({
    queryKey: clientQueryKeys.providers(clientId),
    queryFn: ({ signal }) => getClientProviders(clientId, { signal }),
  });
}

export function useClientProviders(clientId: string) {
  return useQuery(getClientProvidersQueryOptions(clientId));
}
