import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { Tabs, type TabItem } from '#web/components/ui/tabs.tsx';
import { AccountSettings } from '#web/features/auth/index.ts';
import { OrganizationSettings } from '#web/features/rsp/components/organization-settings.tsx';
import { useRspAccount } from '#web/features/rsp/hooks/use-rsp-account.ts';

/** docs/product.md: an 'Account' tab for everyone and an 'Organization' tab for owners. */
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
