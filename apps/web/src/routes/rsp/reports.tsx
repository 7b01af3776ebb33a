import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { Reports } from '#web/features/rsp/components/reports.tsx';
import { useRspAccount } from '#web/features/rsp/hooks/use-rsp-account.ts';

/** docs/rules.md#reports: a period's figures for funders (an owner: all clients; a case manager: theirs). */
export function RspReportsPage() {
  const { t } = useTranslation();
  const account = useRspAccount();
  return (
    <Page title={t('rsp.reports.pageTitle')} description={t('rsp.reports.pageDescription')}>
      {account?.rspId ? <Reports rspId={account.rspId} /> : <PageLoader />}
    </Page>
  );
}
