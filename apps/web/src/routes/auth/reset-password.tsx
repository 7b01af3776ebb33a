import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';
import { paths } from '../../config/paths.ts';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  // SPEC §2: the screen needs both the token and the username from the e-mailed link.
  if (!searchParams.get('token') || !searchParams.get('username')) {
    return <Navigate to={paths.home} replace />;
  }
  return <Page title={t('auth.resetPassword.title')} />;
}
