import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { useAuth } from '#web/lib/auth/session.tsx';
import { SavedSearches } from '#web/features/client/components/saved-searches.tsx';

export function ClientSavedSearchesPage() {
  const { t } = useTranslation();
  const clientId = useAuth().user?.client?.id;
  return (
    <Page
      title={t('client.savedSearches.title')}
      description={t('client.savedSearches.description')}
    >
      {/* The guard lets in clients with a profile only. */}
      {clientId && <SavedSearches clientId={clientId} />}
    </Page>
  );
}
