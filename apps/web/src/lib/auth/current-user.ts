import { queryOptions } from '@tanstack/react-query';

export const currentUserQueryKey = ['users', 'current'] as const;

/** GET /v1/user, cached by TanStack Query for the whole app. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    // Loaded on first use, with the API client (see session-api.ts).
    queryFn: async ({ signal }) => (await import('./session-api.ts')).getCurrentUser({ signal }),
  });
}
