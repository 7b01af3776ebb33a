import { useSearchParams } from 'react-router';
import type { InvitationPreview } from '@fairchance/shared';
import { useInvitationPreview } from '#web/features/auth/api/get-invitation-preview.ts';
import type { SignupPrefill } from '#web/features/auth/components/signup-form.tsx';
import { useAuth } from '#web/lib/auth/session.tsx';

const PREFILL_KEYS = ['firstName', 'lastName', 'email', 'phone', 'invitationId'] as const;

/**
 * What an invitation link puts in the sign-up page's query (docs/product.md): the person's names,
 * e-mail and phone, and the invitation's id. The name of the organization or company comes from
 * the server (`GET /v1/invitations/{id}`, signed out only), never from the link, and only when
 * the invitation opens this sign-up (`type`); a crafted link cannot name anyone (decision 030).
 */
export function useInvitationPrefill(type: InvitationPreview['type']): {
  prefill: SignupPrefill;
  inviterName: string | undefined;
} {
  const [searchParams] = useSearchParams();
  const prefill: SignupPrefill = {};
  for (const key of PREFILL_KEYS) {
    const value = searchParams.get(key)?.trim();
    if (value) prefill[key] = value;
  }
  const isSignedOut = useAuth().status === 'unauthenticated';
  const preview = useInvitationPreview(prefill.invitationId, isSignedOut).data;
  return { prefill, inviterName: preview?.type === type ? preview.name : undefined };
}
