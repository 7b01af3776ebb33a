import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { ClientCheckInForm } from '#web/features/auth/components/client-check-in.tsx';

/** The link of a check-in e-mail after a hire: `/check-in/{token}`, without signing in. */
export function CheckInPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  return (
    <Page title={t('auth.checkIn.title')}>
      <ClientCheckInForm token={token} />
    </Page>
  );
}
