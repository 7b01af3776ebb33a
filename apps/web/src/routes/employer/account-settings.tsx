import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { AccountSettings } from '#web/features/auth/index.ts';

export function EmployerAccountSettingsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('employer.accountSettings.title')}>
      <AccountSettings />
    </Page>
  );
}
