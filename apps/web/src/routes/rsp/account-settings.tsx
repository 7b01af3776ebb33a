import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { Tabs, type TabItem } from '#web/components/ui/tabs.tsx';
import { AccountSettings } from '#web/features/auth/index.ts';
import { DesktopOnly } from '#web/features/rsp/components/desktop-only.tsx';
import { OrganizationSettings } from '#web/features/rsp/components/organization-settings.tsx';
import { useRspAccount } from '#web/features/rsp/hooks/use-rsp-account.ts';

/**
 * docs/product.md: an 'Account' tab for everyone and an 'Organization' tab for owners; editing the
 * organization asks for a desktop screen.
 */
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
      content: (
        <DesktopOnly headingLevel={2}>
          <OrganizationSettings />
        </DesktopOnly>
      ),
    });
  }
  return (
    <Page title={t('rsp.accountSettings.title')}>
      <Tabs label={t('account.tabs.label')} items={items} />
    </Page>
  );
}
