/** POST /v1/users/email-change/confirm: the link's token makes the new e-mail the sign-in one. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ConfirmEmailChangeResponseSchema,
  type ConfirmEmailChangeResponse,
} from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { authKeys } from './keys.ts';

export function confirmEmailChange(token: string): Promise<ConfirmEmailChangeResponse> {
  return api.post('/v1/users/email-change/confirm', {
    auth: false,
    body: { token },
    parse: (data) => ConfirmEmailChangeResponseSchema.parse(data),
  });
}

/**
 * A query, not a mutation: the change is made once, as the page loads, so that a second render
 * does not spend the single-use link twice. Never retried nor fetched again.
 */
export function confirmEmailChangeQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.confirmEmailChange(token),
    queryFn: () => confirmEmailChange(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useConfirmEmailChange(token: string) {
  return useQuery(confirmEmailChangeQueryOptions(token));
}
