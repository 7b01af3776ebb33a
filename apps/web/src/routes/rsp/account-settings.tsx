import { useTranslation } from 'react-i18next';
import { Page } from '../../components/layout/page.tsx';
import { Tabs, type TabItem } from '../../components/ui/tabs.tsx';
import { AccountSettings } from '../../features/auth/components/account-settings.tsx';
import { OrganizationSettings } from '../../features/rsp/components/organization-settings.tsx';
import { useRspAccount } from '../../features/rsp/hooks/use-rsp-account.ts';

/** SPEC §2: an 'Account' tab for everyone and an 'Organization' tab for owners. */
export function RspAccountSettingsPage() {
  const { t } = useTranslation();
  const isOwner = useRspAccount()?.isOwner ?? false;
  const items: TabItem[] = [
    { key: 'account', label: t('account.tabs.account'), content: <AccountSettings /> },
  ];
  if (isOwner) {
    items.push({
      key: 'organization',
      label: t('rsp.organizationSettings.tab'),
      content: <OrganizationSettings />,
    });
  }
  return (
    <Page title={t('rsp.accountSettings.title')}>
      <Tabs label={t('account.tabs.label')} items={items} />
    </Page>
  );
}
