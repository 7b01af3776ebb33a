import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { useAuth } from '#web/lib/auth/session.tsx';
import { useInvitationPreview } from '#web/features/auth/api/get-invitation-preview.ts';
import { SignupForm, type SignupPrefill } from '#web/features/auth/components/signup-form.tsx';
import { SignedInRedirect } from './signed-in-redirect.tsx';
import { OtherSignupLinks } from './signup-links.tsx';

const PREFILL_KEYS = ['firstName', 'lastName', 'email', 'phone', 'invitationId'] as const;

/**
 * The service provider sign-up. An invitation link prefills it (docs/product.md): firstName,
 * lastName, email, phone and invitationId; the prefilled names and e-mail are locked. The page
 * names the organization the invitation is from, as the server tells it.
 */
export function SignupRspPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const prefill: SignupPrefill = {};
  for (const key of PREFILL_KEYS) {
    const value = searchParams.get(key)?.trim();
    if (value) prefill[key] = value;
  }
  const isInvited = Boolean(prefill.invitationId);
  const isSignedOut = useAuth().status === 'unauthenticated';
  const organizationName = useInvitationPreview(prefill.invitationId, isSignedOut).data
    ?.organizationName;
  const description = organizationName
    ? t('auth.signupRsp.invitedToDescription', { organization: organizationName })
    : t(isInvited ? 'auth.signupRsp.invitedDescription' : 'auth.signupRsp.description');
  return (
    <Page title={t('auth.signupRsp.title')} description={description}>
      <SignedInRedirect />
      <SignupForm type="rsp" prefill={prefill} hasPhone />
      {!isInvited && <OtherSignupLinks current="rsp" />}
    </Page>
  );
}
