import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { SignupForm } from '#web/features/auth/components/signup-form.tsx';
import { SignedInRedirect } from './signed-in-redirect.tsx';
import { OtherSignupLinks } from './signup-links.tsx';

export function SignupEmployerPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('auth.signupEmployer.title')} description={t('auth.signupEmployer.description')}>
      <SignedInRedirect />
      <SignupForm type="employer" />
      <OtherSignupLinks current="employer" />
    </Page>
  );
}
