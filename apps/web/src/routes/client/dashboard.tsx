import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { useAuth } from '#web/lib/auth/session.tsx';
import { ClientDashboard } from '#web/features/client/components/dashboard.tsx';

/** How long after the profile is made the dashboard greets a first visit, not a return. */
const FIRST_VISIT_MS = 24 * 60 * 60 * 1000;

export function ClientDashboardPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const clientId = user?.client?.id;
  const [now] = useState(() => Date.now());
  const madeAt = user?.client?.createdAt ? Date.parse(user.client.createdAt) : undefined;
  const isFirstVisit = madeAt !== undefined && now - madeAt < FIRST_VISIT_MS;
  return (
    <Page
      title={t('client.dashboard.title')}
      description={
        user
          ? t(isFirstVisit ? 'client.dashboard.welcomeFirst' : 'client.dashboard.welcome', {
              name: user.firstName,
            })
          : undefined
      }
    >
      {/* The guard lets in clients with a profile only. */}
      {clientId && <ClientDashboard clientId={clientId} />}
    </Page>
  );
}
