import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { ClientsList } from '#web/features/rsp/components/clients-list.tsx';
import { useRspAccount } from '#web/features/rsp/hooks/use-rsp-account.ts';

/** docs/product.md: the organization's clients (an owner: all; a case manager: those assigned). */
export function RspClientsPage() {
  const { t } = useTranslation();
  const account = useRspAccount();
  return (
    <Page
      title={t('rsp.clients.title')}
      description={t(
        account?.isOwner ? 'rsp.clients.ownerDescription' : 'rsp.clients.memberDescription',
      )}
    >
      {account?.rspId ? (
        <ClientsList rspId={account.rspId} isOwner={account.isOwner} />
      ) : (
        <PageLoader />
      )}
    </Page>
  );
}
