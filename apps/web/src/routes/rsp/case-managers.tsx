import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { CaseManagersList } from '#web/features/rsp/components/case-managers-list.tsx';
import { PendingInvitations } from '#web/features/rsp/components/pending-invitations.tsx';
import { useRspAccount } from '#web/features/rsp/hooks/use-rsp-account.ts';

/**
 * docs/product.md (owner only): the case managers, a link to invite one, and pending invitations.
 */
export function RspCaseManagersPage() {
  const { t } = useTranslation();
  const account = useRspAccount();
  return (
    <Page
      title={t('rsp.caseManagers.title')}
      description={t('rsp.caseManagers.description')}
      actions={<ButtonLink to={paths.rsp.addCaseManager}>{t('rsp.caseManagers.add')}</ButtonLink>}
    >
      {account?.rspId ? (
        <>
          <CaseManagersList rspId={account.rspId} />
          <PendingInvitations rspId={account.rspId} />
        </>
      ) : (
        <PageLoader />
      )}
    </Page>
  );
}
