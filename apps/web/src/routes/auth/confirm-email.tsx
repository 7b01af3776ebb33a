import { Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { paths } from '#web/config/paths.ts';
import { ConfirmEmail } from '#web/features/auth/components/confirm-email.tsx';

/** The link mailed to a new e-mail address: `/confirm-email/?token=…`. */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <Navigate to={paths.home} replace />;
  return (
    <Page title={t('auth.confirmEmail.title')}>
      <ConfirmEmail token={token} />
    </Page>
  );
}
