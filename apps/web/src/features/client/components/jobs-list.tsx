import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth/session.tsx';
import { useJobs } from '#web/features/client/api/get-jobs.ts';
import {
  isSearching,
  paramsFromSearch,
  searchFromParams,
  type JobSearch,
} from '#web/features/client/job-search.ts';
import { InfiniteList } from './infinite-list.tsx';
import { JobCard } from './job-card.tsx';
import { JobSearchForm } from './job-search-form.tsx';
import { SaveSearch } from './save-search.tsx';
import './client.css';

/**
 * 'Current Opportunities' (docs/product.md): every active job open to the client, searched and
 * filtered as asked (docs/rules.md#job-search), loaded page by page. The search lives in the
 * address, so back, reload and a shared link all keep it. A search can be saved under a name
 * (docs/rules.md#saved-searches-and-job-alerts).
 */
export function JobsList() {
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const onSearch = (next: JobSearch) => setParams(paramsFromSearch(next));
  const clientId = useAuth().user?.client?.id;
  return (
    <>
      <JobSearchForm search={search} onSearch={onSearch} />
      {clientId && isSearching(search) && <SaveSearch clientId={clientId} search={search} />}
      <JobResults search={search} onWiden={() => onSearch({})} />
    </>
  );
}

function JobResults({ search, onWiden }: { search: JobSearch; onWiden: () => void }) {
  const { t } = useTranslation();
  const jobs = useJobs(search);
  const searching = isSearching(search);

  if (jobs.isPending) return <PageLoader />;
  if (jobs.isError) {
    return (
      <EmptyState
        title={t('client.jobs.loadError')}
        action={
          <Button variant="secondary" onClick={() => void jobs.refetch()}>
            {t('client.jobs.retry')}
          </Button>
        }
      />
    );
  }

  const items = jobs.data.pages.flatMap((page) => page.items);
  const last = jobs.data.pages[jobs.data.pages.length - 1];
  const total = last?.total ?? items.length;
  // A searched list counts up to a cap; past it, the count says "more than".
  const totalCapped = last?.totalCapped ?? false;
  if (items.length === 0) {
    return searching ? (
      <EmptyState
        title={t('client.jobs.search.emptyTitle')}
        description={t('client.jobs.search.emptyBody')}
        action={
          <Button variant="secondary" onClick={onWiden}>
            {t('client.jobs.search.widen')}
          </Button>
        }
      />
    ) : (
      <EmptyState title={t('client.jobs.emptyTitle')} description={t('client.jobs.emptyBody')} />
    );
  }

  const shown = totalCapped
    ? t('client.jobs.shownOfMore', { shown: items.length, total })
    : t('client.jobs.shown', { shown: items.length, total });
  return (
    <>
      {searching && (
        <p className="job-search__count" role="status">
          {totalCapped
            ? t('client.jobs.search.foundMore', { total })
            : t('client.jobs.search.found', { count: total })}
        </p>
      )}
      <InfiniteList
        // A new search is a new list: its first page renders in chunks too.
        key={paramsFromSearch(search).toString()}
        items={items}
        keyOf={(job) => job.id}
        renderItem={(job) => <JobCard job={job} />}
        label={t('client.jobs.title')}
        hasMore={jobs.hasNextPage}
        isLoadingMore={jobs.isFetchingNextPage}
        onLoadMore={() => void jobs.fetchNextPage()}
        loadMoreLabel={t('client.jobs.loadMore')}
        status={jobs.hasNextPage ? shown : `${shown}. ${t('client.jobs.allShown')}`}
      />
    </>
  );
}
