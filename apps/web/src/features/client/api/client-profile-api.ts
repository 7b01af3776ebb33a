/** The client's own profile (docs/api.md#endpoints Clients): create, read, edit. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ClientProfileSchema,
  type ClientProfile,
  type CreateClientProfileRequestInput,
  type UpdateClientProfileRequestInput,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { useAuth } from '#web/lib/auth/session.tsx';

const parseProfile = (data: unknown) => ClientProfileSchema.parse(data);

export const clientQueryKeys = {
  all: (clientId: string) => ['clients', clientId] as const,
  profile: (clientId: string) => ['clients', clientId, 'profile'] as const,
  appliedJobs: (clientId: string) => ['clients', clientId, 'jobs'] as const,
  suggestedJobs: (clientId: string) => ['clients', clientId, 'jobs', 'suggested'] as const,
  providers: (clientId: string) => ['clients', clientId, 'providers'] as const,
};

/** POST /v1/clients: the server accepts the wizard's form shape and applies the save transform. */
export function createClientProfile(body: CreateClientProfileRequestInput): Promise<ClientProfile> {
  return api.post('/v1/clients', { body, parse: parseProfile });
}

export function getClientProfile(
  clientId: string,
  options: { signal?: AbortSignal } = {},
): Promise<ClientProfile> {
  return api.get(`/v1/clients/${encodeURIComponent(clientId)}`, {
    ...options,
    parse: parseProfile,
  });
}

/** PATCH /v1/clients/{id}: any subset of the fields. */
export function updateClientProfile(
  clientId: string,
  body: UpdateClientProfileRequestInput,
): Promise<ClientProfile> {
  return api.patch(`/v1/clients/${encodeURIComponent(clientId)}`, { body, parse: parseProfile });
}

export function clientProfileQueryOptions(clientId: string, initialData?: ClientProfile) {
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
 * The signed-in client's whole profile (GET /v1/clients/{id}). The profile embedded in the
 * current user is shown at once, then refreshed in the background.
 */
export function useClientProfile() {
  const { user } = useAuth();
  const embedded = user?.client ?? undefined;
  const clientId = embedded?.id ?? '';
  return useQuery({
    ...clientProfileQueryOptions(clientId, embedded),
    enabled: clientId !== '',
    // The embedded copy came with the user: refetch once it is a little old.
    initialDataUpdatedAt: 0,
  });
}
