import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { useAuth } from '#web/lib/auth/session.tsx';
import { ClientDashboard } from '#web/features/client/components/dashboard.tsx';

export function ClientDashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const clientId = user?.client?.id;
  return (
    <Page
      title={t('client.dashboard.title')}
      description={user ? t('client.dashboard.welcome', { name: user.firstName }) : undefined}
    >
      {/* The guard lets in clients with a profile only. */}
      {clientId && <ClientDashboard clientId={clientId} />}
    </Page>
  );
}
