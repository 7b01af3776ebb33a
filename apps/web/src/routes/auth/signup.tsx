import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { SignupForm } from '#web/features/auth/components/signup-form.tsx';
import { SignedInRedirect } from './signed-in-redirect.tsx';
import { OtherSignupLinks } from './signup-links.tsx';

export function SignupPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('auth.signup.title')} description={t('auth.signup.description')}>
      <SignedInRedirect />
      <SignupForm type="client" />
      <OtherSignupLinks current="client" />
    </Page>
  );
}
