/**
 * GET /v1/invitations/{id}: the organization or company a pending invitation is from, which the
 * invited sign-up names (docs/rules.md#invitations). Asked without an account.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { InvitationPreviewSchema, type InvitationPreview } from '@fairchance/shared';
import { api } from '#web/lib/api/index.ts';
import { authKeys } from './keys.ts';

export async function getInvitationPreview(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<InvitationPreview> {
  const body = await api.get(`/v1/invitations/${encodeURIComponent(id)}`, { auth: false, signal });
  return InvitationPreviewSchema.parse(body);
}

export function getInvitationPreviewQueryOptions(id: string) {
  return queryOptions({
    queryKey: authKeys.invitationPreview(id),
    queryFn: ({ signal }) => getInvitationPreview(id, { signal }),
    // An unknown invitation stays unknown; the sign-up then names no one. Once
    // used, it is unknown too: the page does not ask again while it is still on screen.
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** Asked only while `isEnabled` (signed out: a signed-in person leaves the sign-up). */
export function useInvitationPreview(id: string | undefined, isEnabled: boolean) {
  return useQuery({
    ...getInvitationPreviewQueryOptions(id ?? ''),
    enabled: Boolean(id) && isEnabled,
  });
}
