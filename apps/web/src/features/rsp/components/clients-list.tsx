import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUS_ORDER,
  JUSTICE_STATUS_LABELS,
  RSP_CLIENT_STATUS_LABELS,
  type RspClient,
} from '@fairchance/shared';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { useLoadNextPage } from '#web/hooks/use-load-next-page.ts';
import { paths } from '#web/config/paths.ts';
import { useCaseManagerOptions } from '#web/features/rsp/api/get-case-managers.ts';
import { useRspClients } from '#web/features/rsp/api/get-rsp-clients.ts';
import { nameOf } from '#web/features/rsp/lib/format.ts';
import { ClientFilters, filtersFromSearchParams } from './client-filters.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PagingFooter } from '#web/components/ui/paging-footer.tsx';
import './rsp.css';
import { localized } from '#web/i18n/labels.ts';

/**
 * 'Interview 1, Applied 2': how many applications are in each status, in the order of
 * docs/rules.md#applicant-order-and-counts.
 */
export function applicationSummary(applications: RspClient['applications']): string {
  const counts = new Map<string, number>();
  for (const application of applications ?? []) {
    counts.set(application.status, (counts.get(application.status) ?? 0) + 1);
  }
  return APPLICATION_STATUS_ORDER.filter((status) => counts.has(status))
    .map((status) => `${localized(APPLICATION_STATUS_LABELS)[status]} ${counts.get(status)}`)
    .join(', ');
}

export function StatusBadge({ status }: { status: RspClient['status'] }) {
  return (
    <span className={`rsp-badge rsp-badge--${status}`}>
      {localized(RSP_CLIENT_STATUS_LABELS)[status]}
    </span>
  );
}

function ClientsTable({ clients }: { clients: readonly RspClient[] }) {
  const { t } = useTranslation();
  return (
    <div className="rsp-table-scroll">
      <table className="rsp-table">
        <caption className="visually-hidden">{t('rsp.clients.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rsp.clients.columns.name')}</th>
            <th scope="col">{t('rsp.clients.columns.justiceStatus')}</th>
            <th scope="col">{t('rsp.clients.columns.status')}</th>
            <th scope="col">{t('rsp.clients.columns.caseManager')}</th>
            <th scope="col">{t('rsp.clients.columns.applications')}</th>
          </tr>
        </thead>
        <tbody>
          {clients.map((row) => {
            const count = row.applications?.length ?? 0;
            return (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={paths.rsp.client(row.id)}>{nameOf(row.client)}</Link>
                </th>
                <td>
                  {row.client.justiceStatus
                    ? localized(JUSTICE_STATUS_LABELS)[row.client.justiceStatus]
                    : '—'}
                </td>
                <td>
                  <StatusBadge status={row.status} />
                </td>
                <td>{row.caseManager ? nameOf(row.caseManager) : t('rsp.clients.unassigned')}</td>
                <td>
                  {count === 0 ? (
                    <span className="rsp-muted">{t('rsp.clients.noApplications')}</span>
                  ) : (
                    <>
                      {t('rsp.clients.applicationCount', { count })}
                      <span className="rsp-table__detail">
                        {applicationSummary(row.applications)}
                      </span>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The clients page (docs/product.md, docs/rules.md): filters kept in the query string, the list
 * paged with 'Load more', and the statistics as charts. An owner sees every client and may filter
 * by case manager; a case manager sees the clients assigned to them.
 */
export function ClientsList({ rspId, isOwner }: { rspId: string; isOwner: boolean }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const hasFilters = Object.keys(filters).length > 0;
  const query = useRspClients(rspId, filters);
  const loadNextPage = useLoadNextPage(query);
  const caseManagers = useCaseManagerOptions(rspId, { enabled: isOwner });

  let list;
  if (query.isPending) list = <PageLoader />;
  else if (!query.data) {
    list = <LoadError onRetry={() => void query.refetch()} headingLevel={2} />;
  } else {
    const clients = query.data.pages.flatMap((page) => page.items);
    const total = query.data.pages[query.data.pages.length - 1]?.total ?? clients.length;
    list =
      clients.length === 0 ? (
        <EmptyState
          title={t(hasFilters ? 'rsp.clients.noMatchTitle' : 'rsp.clients.emptyTitle')}
          description={t(hasFilters ? 'rsp.clients.noMatchBody' : 'rsp.clients.emptyBody')}
        />
      ) : (
        <div className="rsp-list">
          <ClientsTable clients={clients} />
          <PagingFooter
            hasMore={query.hasNextPage}
            isLoading={query.isFetchingNextPage}
            onLoadMore={loadNextPage}
            loadsOnScroll={false}
            status={t('rsp.clients.showing', { loaded: clients.length, total })}
            loadMoreLabel={t('rsp.clients.loadMore')}
          />
        </div>
      );
  }

  return (
    <>
      <ClientFilters
        filters={filters}
        caseManagers={isOwner ? (caseManagers.data?.data ?? []) : undefined}
        onApply={(params) => setSearchParams(params)}
      />
      <section className="rsp-section" aria-label={t('rsp.clients.tableCaption')}>
        {list}
      </section>
    </>
  );
}
