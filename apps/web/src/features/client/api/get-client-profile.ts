/** GET /v1/clients/{id}: the client's own profile (docs/api.md#endpoints Clients). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ClientProfileSchema, type ClientProfile } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { useAuth } from '#web/lib/auth/session.tsx';
import { clientQueryKeys } from './keys.ts';

export const parseProfile = (data: unknown) => ClientProfileSchema.parse(data);

export function getClientProfile(
  clientId: string,
  options: { signal?: AbortSignal } = {},
): Promise<ClientProfile> {
  return api.get(`/v1/clients/${encodeURIComponent(clientId)}`, {
    ...options,
    parse: parseProfile,
  });
}

export function getClientProfileQueryOptions(clientId: string, initialData?: ClientProfile) {
  return queryOptions({
    queryKey: clientQueryKeys.profile(clientId),
    queryFn: ({ signal }) => getClientProfile(clientId, { signal }),
    ...(initialData ? { initialData } : {}),
  });
}

/**
 * The signed-in client's id (`user.client.id`). The client area's guard only lets in a client
 * whose profile exists, so screens under it can rely on it.
 */
export function useClientId(): string | null {
  return useAuth().user?.client?.id ?? null;
}

/**
 * The signed-in client's whole profile. The profile embedded in the current user is shown at once,
 * then refreshed in the background.
 */
export function useClientProfile() {
  const { user } = useAuth();
  const embedded = user?.client ?? undefined;
  const clientId = embedded?.id ?? '';
  return useQuery({
    ...getClientProfileQueryOptions(clientId, embedded),
    enabled: clientId !== '',
    // The embedded copy came with the user: refetch once it is a little old.
    initialDataUpdatedAt: 0,
  });
}
