import { useSearchParams } from 'react-router';
import type { SignupPrefill } from '#web/features/auth/components/signup-form.tsx';

const PREFILL_KEYS = ['firstName', 'lastName', 'email', 'phone', 'invitationId'] as const;

/**
 * What an invitation link puts in the sign-up page's query (docs/product.md): the person's names,
 * e-mail and phone, the invitation's id, and for a company's invitation the company's name.
 */
export function useInvitationPrefill(): { prefill: SignupPrefill; company: string | undefined } {
  const [searchParams] = useSearchParams();
  const prefill: SignupPrefill = {};
  for (const key of PREFILL_KEYS) {
    const value = searchParams.get(key)?.trim();
    if (value) prefill[key] = value;
  }
  return { prefill, company: searchParams.get('company')?.trim() || undefined };
}
