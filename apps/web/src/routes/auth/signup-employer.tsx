import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { SignupForm } from '#web/features/auth/components/signup-form.tsx';
import { useInvitationPrefill } from './invitation-prefill.ts';
import { SignedInRedirect } from './signed-in-redirect.tsx';
import { OtherSignupLinks } from './signup-links.tsx';

/**
 * The employer sign-up. A colleague's invitation link (docs/rules.md#employer-team) prefills the
 * names and the e-mail, which are locked; the page names the company the person joins, as the
 * server tells it.
 */
export function SignupEmployerPage() {
  const { t } = useTranslation();
  const { prefill, inviterName: company } = useInvitationPrefill('employer');
  const isInvited = Boolean(prefill.invitationId);
  return (
    <Page
      title={
        company
          ? t('auth.signupEmployer.invitedTitle', { company })
          : t('auth.signupEmployer.title')
      }
      description={t(
        isInvited ? 'auth.signupEmployer.invitedDescription' : 'auth.signupEmployer.description',
      )}
    >
      <SignedInRedirect />
      <SignupForm type="employer" prefill={prefill} />
      {!isInvited && <OtherSignupLinks current="employer" />}
    </Page>
  );
}
