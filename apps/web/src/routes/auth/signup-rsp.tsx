import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { SignupForm } from '#web/features/auth/components/signup-form.tsx';
import { useInvitationPrefill } from './invitation-prefill.ts';
import { SignedInRedirect } from './signed-in-redirect.tsx';
import { OtherSignupLinks } from './signup-links.tsx';

/**
 * The service provider sign-up. An invitation link prefills it (docs/product.md): firstName,
 * lastName, email, phone and invitationId; the prefilled names and e-mail are locked. The page
 * names the organization the invitation is from, as the server tells it.
 */
export function SignupRspPage() {
  const { t } = useTranslation();
  const { prefill, inviterName } = useInvitationPrefill('rsp');
  const isInvited = Boolean(prefill.invitationId);
  const description = inviterName
    ? t('auth.signupRsp.invitedToDescription', { organization: inviterName })
    : t(isInvited ? 'auth.signupRsp.invitedDescription' : 'auth.signupRsp.description');
  return (
    <Page title={t('auth.signupRsp.title')} description={description}>
      <SignedInRedirect />
      <SignupForm type="rsp" prefill={prefill} hasPhone />
      {!isInvited && <OtherSignupLinks current="rsp" />}
    </Page>
  );
}
