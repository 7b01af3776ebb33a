import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { paths } from '#web/config/paths.ts';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const username = searchParams.get('username');
  // docs/product.md: the screen needs both the token and the username from the e-mailed link.
  if (!token || !username) return <Navigate to={paths.home} replace />;
  return (
    <Page
      title={t('auth.resetPassword.title')}
      description={t('auth.resetPassword.description', { username })}
    >
      <ResetPasswordForm token={token} username={username} />
    </Page>
  );
}
