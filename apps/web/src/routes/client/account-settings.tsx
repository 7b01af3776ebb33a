import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';
import { AccountSettings } from '../../features/auth/components/account-settings.tsx';
import { ProfileDetailsSettings } from '../../features/client/components/profile-details-settings.tsx';

export function ClientAccountSettingsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('client.accountSettings.title')}>
      <AccountSettings />
      <ProfileDetailsSettings />
    </Page>
  );
}
