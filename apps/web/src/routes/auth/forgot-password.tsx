import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('auth.forgotPassword.title')} description={t('auth.forgotPassword.description')}>
      <ForgotPasswordForm />
    </Page>
  );
}
