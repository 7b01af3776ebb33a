import { memo, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUS_ORDER,
  formatCalendarDate,
  formatRelativeDate,
  intlLocaleOf,
  JUSTICE_STATUS_LABELS,
  RSP_ATTENTION_REASON_LABELS,
  RSP_CLIENT_EVENT_LABELS,
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
import { ClientFilters, filtersFromSearchParams, isFiltered } from './client-filters.tsx';
import { DueCheckIns } from './due-check-ins.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PagingFooter } from '#web/components/ui/paging-footer.tsx';
import { useIsReturnVisit, useRenderInChunks } from '#web/lib/render-in-chunks.ts';
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

/** What changed since the viewer last opened the client: 'New: Interview requested (Line Cook)'. */
function NewChanges({ client }: { client: RspClient }) {
  const { t } = useTranslation();
  const changes = client.changes ?? [];
  if (changes.length === 0) return null;
  const more = (client.changeCount ?? changes.length) - changes.length;
  return (
    <ul className="rsp-changes" aria-label={t('rsp.clients.newChanges')}>
      {changes.map((change) => (
        <li key={`${change.kind}-${change.at}`} className="rsp-changes__item">
          <span className="rsp-changes__new">{t('rsp.clients.new')}</span>{' '}
          {localized(RSP_CLIENT_EVENT_LABELS)[change.kind]}
          {change.jobTitle ? ` (${change.jobTitle})` : ''}
        </li>
      ))}
      {more > 0 && (
        <li className="rsp-changes__item">{t('rsp.clients.moreChanges', { count: more })}</li>
      )}
    </ul>
  );
}

/** Why the client needs attention today, and their next follow-up date. */
function Attention({ client }: { client: RspClient }) {
  const { t, i18n } = useTranslation();
  const reasons = client.attention ?? [];
  const locale = intlLocaleOf(i18n.language);
  return (
    <>
      {reasons.length === 0 ? (
        <span className="rsp-muted">—</span>
      ) : (
        <ul className="rsp-attention">
          {reasons.map((reason) => (
            <li key={reason} className={`rsp-attention__item rsp-attention__item--${reason}`}>
              {localized(RSP_ATTENTION_REASON_LABELS)[reason]}
            </li>
          ))}
        </ul>
      )}
      {client.nextFollowUpOn && (
        <span className="rsp-table__detail">
          {t('rsp.clients.followUpOn', {
            date: formatCalendarDate(client.nextFollowUpOn, locale),
          })}
        </span>
      )}
    </>
  );
}

/** The attention list's column names, also each cell's label when the rows are cards. */
function useColumns() {
  const { t } = useTranslation();
  return {
    lastActivity: t('rsp.clients.columns.lastActivity'),
    attention: t('rsp.clients.columns.attention'),
    justiceStatus: t('rsp.clients.columns.justiceStatus'),
    status: t('rsp.clients.columns.status'),
    caseManager: t('rsp.clients.columns.caseManager'),
    applications: t('rsp.clients.columns.applications'),
  };
}

/** One client of the attention list; rendered again only when its client changes. */
const ClientRow = memo(function ClientRow({
  row,
  showsCaseManager,
}: {
  row: RspClient;
  showsCaseManager: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = intlLocaleOf(i18n.language);
  const column = useColumns();
  const count = row.applications?.length ?? 0;
  return (
    <tr>
      <th scope="row">
        <Link to={paths.rsp.client(row.id)}>{nameOf(row.client)}</Link>
        <NewChanges client={row} />
      </th>
      <td data-label={column.lastActivity}>
        {row.lastActivityAt ? formatRelativeDate(row.lastActivityAt, new Date(), locale) : '—'}
      </td>
      <td data-label={column.attention}>
        <Attention client={row} />
      </td>
      <td data-label={column.justiceStatus}>
        {row.client.justiceStatus
          ? localized(JUSTICE_STATUS_LABELS)[row.client.justiceStatus]
          : '—'}
      </td>
      <td data-label={column.status}>
        <StatusBadge status={row.status} />
      </td>
      {showsCaseManager && (
        <td data-label={column.caseManager}>
          {row.caseManager ? nameOf(row.caseManager) : t('rsp.clients.unassigned')}
        </td>
      )}
      <td data-label={column.applications}>
        {count === 0 ? (
          <span className="rsp-muted">{t('rsp.clients.noApplications')}</span>
        ) : (
          <>
            {t('rsp.clients.applicationCount', { count })}
            <span className="rsp-table__detail">{applicationSummary(row.applications)}</span>
          </>
        )}
      </td>
    </tr>
  );
});

/**
 * The attention list: below 48em each row is a card (rsp.css), its cells labelled by their
 * column's name. Members see no case-manager column: every client there is theirs. A page of
 * clients renders a few rows at a time (lib/render-in-chunks.ts); `footer` comes when it is whole.
 */
function ClientsTable({
  clients,
  showsCaseManager,
  footer,
}: {
  clients: readonly RspClient[];
  showsCaseManager: boolean;
  footer: ReactNode;
}) {
  const { t } = useTranslation();
  const column = useColumns();
  const shown = useRenderInChunks(clients.length, { whole: useIsReturnVisit() });
  return (
    <>
      <div className="data-table-scroll">
        <table className="data-table rsp-table rsp-table--cards">
          <caption className="visually-hidden">{t('rsp.clients.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rsp.clients.columns.name')}</th>
              <th scope="col">{column.lastActivity}</th>
              <th scope="col">{column.attention}</th>
              <th scope="col">{column.justiceStatus}</th>
              <th scope="col">{column.status}</th>
              {showsCaseManager && <th scope="col">{column.caseManager}</th>}
              <th scope="col">{column.applications}</th>
            </tr>
          </thead>
          <tbody>
            {clients.slice(0, shown).map((row) => (
              <ClientRow key={row.id} row={row} showsCaseManager={showsCaseManager} />
            ))}
          </tbody>
        </table>
      </div>
      {shown === clients.length && footer}
    </>
  );
}

/**
 * The clients page (docs/product.md, docs/rules.md#the-attention-list): filters, search and order
 * kept in the query string, the list (most recent activity first) paged with 'Load more', and
 * above them the check-ins due after a hire. An owner sees every client and may filter by case manager; a case manager
 * sees the clients assigned to them.
 */
export function ClientsList({ rspId, isOwner }: { rspId: string; isOwner: boolean }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersFromSearchParams(searchParams);
  const hasFilters = isFiltered(filters);
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
          description={t(
            hasFilters
              ? 'rsp.clients.noMatchBody'
              : isOwner
                ? 'rsp.clients.emptyBody'
                : 'rsp.clients.memberEmptyBody',
          )}
        />
      ) : (
        <div className="rsp-list">
          <ClientsTable
            // Other filters are another list: its first page renders in chunks too.
            key={searchParams.toString()}
            clients={clients}
            showsCaseManager={isOwner}
            footer={
              <PagingFooter
                hasMore={query.hasNextPage}
                isLoading={query.isFetchingNextPage}
                onLoadMore={loadNextPage}
                loadsOnScroll={false}
                status={t('rsp.clients.showing', { loaded: clients.length, total })}
                loadMoreLabel={t('rsp.clients.loadMore')}
              />
            }
          />
        </div>
      );
  }

  return (
    <>
      <DueCheckIns rspId={rspId} />
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
