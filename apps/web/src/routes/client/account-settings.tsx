import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { AccountSettings } from '#web/features/auth/index.ts';
import { ProfileDetailsSettings } from '#web/features/client/components/profile-details-settings.tsx';

export function ClientAccountSettingsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('client.accountSettings.title')}>
      <AccountSettings />
      <ProfileDetailsSettings />
    </Page>
  );
}
