import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { AccountSettings } from '#web/features/auth/index.ts';

/** A staff member's own account: name, e-mail, password, language. */
export function AdminAccountSettingsPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('admin.accountSettings.title')}>
      <AccountSettings />
    </Page>
  );
}
