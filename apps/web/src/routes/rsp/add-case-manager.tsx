import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { AddCaseManagerForm } from '#web/features/rsp/components/case-manager-forms.tsx';
import { useRspAccount } from '#web/features/rsp/hooks/use-rsp-account.ts';

/** docs/product.md: invite a case manager by e-mail; on success, back to the list. */
export function RspAddCaseManagerPage() {
  const { t } = useTranslation();
  const account = useRspAccount();
  return (
    <Page title={t('rsp.addCaseManager.title')} description={t('rsp.addCaseManager.description')}>
      {account?.rspId ? <AddCaseManagerForm rspId={account.rspId} /> : <PageLoader />}
    </Page>
  );
}
