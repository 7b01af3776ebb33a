/**
 * POST /v1/job-alerts/unsubscribe/{token}: the link of every job alert turns off the alerts of all
 * the client's saved searches, signed in or not (docs/rules.md#saved-searches-and-job-alerts).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api/index.ts';
import { authKeys } from './keys.ts';

export async function unsubscribeFromJobAlerts(token: string): Promise<true> {
  await api.post(`/v1/job-alerts/unsubscribe/${encodeURIComponent(token)}`, { auth: false });
  return true;
}

/**
 * A query, not a mutation: the link does its work as the page loads (one click, from the e-mail).
 * Doing it twice is harmless, but it is not repeated on focus or reconnect.
 */
export function unsubscribeFromJobAlertsQueryOptions(token: string) {
  return queryOptions({
    queryKey: authKeys.unsubscribeFromJobAlerts(token),
    queryFn: () => unsubscribeFromJobAlerts(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useUnsubscribeFromJobAlerts(token: string) {
  return useQuery(unsubscribeFromJobAlertsQueryOptions(token));
}
