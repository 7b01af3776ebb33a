import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/config/paths.ts';
import { getCaseManagerQueryOptions } from '#web/features/rsp/api/get-case-manager.ts';
import { EditCaseManagerForm } from '#web/features/rsp/components/case-manager-forms.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { useRspAccount } from '#web/features/rsp/hooks/use-rsp-account.ts';
import { isApiError } from '#web/lib/api/index.ts';

/**
 * docs/product.md, docs/web-app.md#errors-and-messages: edit a case manager; one that does not
 * exist sends back to the list.
 */
export function RspEditCaseManagerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const account = useRspAccount();
  const rspId = account?.rspId ?? '';
  const toast = useToast();
  const query = useQuery({
    ...getCaseManagerQueryOptions(rspId, id),
    enabled: Boolean(rspId && id),
  });
  // An unknown id (404) or one that is not an id at all (400) both mean: no such case manager.
  const isMissing =
    query.isError &&
    isApiError(query.error) &&
    (query.error.code === 'ResourceNotFound' || query.error.code === 'InvalidRequest');

  useEffect(() => {
    if (isMissing) toast.info(t('rsp.editCaseManager.notFound'));
  }, [isMissing, toast, t]);

  let content;
  if (isMissing) content = <Navigate to={paths.rsp.caseManagers} replace />;
  else if (query.data && rspId) {
    content = (
      <EditCaseManagerForm key={query.data.userId} rspId={rspId} caseManager={query.data} />
    );
  } else if (query.isError) {
    content = <LoadError onRetry={() => void query.refetch()} headingLevel={2} />;
  } else content = <PageLoader />;

  return (
    <Page title={t('rsp.editCaseManager.title')} description={t('rsp.editCaseManager.description')}>
      {content}
    </Page>
  );
}
