import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { SignupForm } from '#web/features/auth/components/signup-form.tsx';
import { useInvitationPrefill } from './invitation-prefill.ts';
import { SignedInRedirect } from './signed-in-redirect.tsx';
import { OtherSignupLinks } from './signup-links.tsx';

/**
 * The service provider sign-up. An invitation link prefills it (docs/product.md): firstName,
 * lastName, email, phone and invitationId; the prefilled names and e-mail are locked.
 */
export function SignupRspPage() {
  const { t } = useTranslation();
  const { prefill } = useInvitationPrefill();
  const isInvited = Boolean(prefill.invitationId);
  return (
    <Page
      title={t('auth.signupRsp.title')}
      description={t(
        isInvited ? 'auth.signupRsp.invitedDescription' : 'auth.signupRsp.description',
      )}
    >
      <SignedInRedirect />
      <SignupForm type="rsp" prefill={prefill} hasPhone />
      {!isInvited && <OtherSignupLinks current="rsp" />}
    </Page>
  );
}
