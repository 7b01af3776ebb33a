import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Page } from '#web/components/layout/page.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { getRspClientQueryOptions } from '#web/features/rsp/api/get-rsp-client.ts';
import {
  BackToClients,
  ClientDetail,
} from '#web/features/rsp/components/client-detail/client-detail.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { nameOf } from '#web/features/rsp/lib/format.ts';
import { useRspAccount } from '#web/features/rsp/hooks/use-rsp-account.ts';
import { isApiError } from '#web/lib/api/index.ts';

/** One client of the organization (docs/rules.md): profile, applications, status, notes. */
export function RspClientPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const account = useRspAccount();
  const rspId = account?.rspId ?? '';
  const query = useQuery({ ...getRspClientQueryOptions(rspId, id), enabled: Boolean(rspId && id) });

  if (query.data && account) {
    return (
      <Page title={nameOf(query.data.client)} actions={<BackToClients />}>
        <ClientDetail rspId={rspId} rspClient={query.data} isOwner={account.isOwner} />
      </Page>
    );
  }

  const isMissing =
    query.isError &&
    isApiError(query.error) &&
    (query.error.code === 'ResourceNotFound' || query.error.code === 'InvalidRequest');
  return (
    <Page title={t('rsp.client.title')} actions={<BackToClients />}>
      {isMissing ? (
        <EmptyState title={t('rsp.client.notFound')} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} headingLevel={2} />
      ) : (
        <PageLoader />
      )}
    </Page>
  );
}
