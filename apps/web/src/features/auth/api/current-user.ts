import { queryOptions } from '@tanstack/react-query';
import { getCurrentUser } from './session-api.ts';

export const currentUserQueryKey = ['users', 'current'] as const;

/** GET /v1/user, cached by TanStack Query for the whole app. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser({ signal }),
  });
}
