import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { OrganizationsConsole } from '#web/features/admin/components/organizations/organizations-console.tsx';

/** The staff console's Organizations (decision 038). */
export function AdminOrganizationsPage() {
  const { t } = useTranslation();
  return (
    <Page
      title={t('moderation.organizations.title')}
      description={t('moderation.organizations.description')}
    >
      <OrganizationsConsole />
    </Page>
  );
}
