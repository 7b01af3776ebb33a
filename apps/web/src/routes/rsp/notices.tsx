import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { Notices } from '#web/features/rsp/components/notices.tsx';
import { useRspAccount } from '#web/features/rsp/hooks/use-rsp-account.ts';

/** docs/product.md: the changes of the person's clients, and their e-mail setting. */
export function RspNoticesPage() {
  const { t } = useTranslation();
  const account = useRspAccount();
  return (
    <Page title={t('rsp.notices.title')} description={t('rsp.notices.description')}>
      {account?.rspId ? <Notices rspId={account.rspId} /> : <PageLoader />}
    </Page>
  );
}
