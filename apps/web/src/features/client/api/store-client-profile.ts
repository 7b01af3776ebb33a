import type { QueryClient } from '@tanstack/react-query';
import type { ClientProfile, User } from '@fairchance/shared';
import { currentUserQueryKey } from '#web/lib/auth/session.tsx';
import { clientQueryKeys } from './keys.ts';

/**
 * Keeps the current user's embedded profile and the profile's own cache in step with a saved
 * profile. The user goes first: the client area's guard reads the profile from it.
 */
export function storeClientProfile(queryClient: QueryClient, profile: ClientProfile): void {
  queryClient.setQueryData<User>(currentUserQueryKey, (user) =>
    user ? { ...user, client: profile } : user,
  );
  queryClient.setQueryData(clientQueryKeys.profile(profile.id), profile);
}
