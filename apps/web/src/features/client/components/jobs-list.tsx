import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { useJobs } from '#web/features/client/api/get-jobs.ts';
import { InfiniteList } from './infinite-list.tsx';
import { JobCard } from './job-card.tsx';
import './client.css';

/**
 * 'Current Opportunities' (docs/product.md): every active job open to the client, loaded page by
 * page.
 */
export function JobsList() {
  const { t } = useTranslation();
  const jobs = useJobs();

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
  const total = jobs.data.pages[jobs.data.pages.length - 1]?.total ?? items.length;
  if (items.length === 0) {
    return (
      <EmptyState title={t('client.jobs.emptyTitle')} description={t('client.jobs.emptyBody')} />
    );
  }

  return (
    <InfiniteList
      items={items}
      keyOf={(job) => job.id}
      renderItem={(job) => <JobCard job={job} />}
      label={t('client.jobs.title')}
      hasMore={jobs.hasNextPage}
      isLoadingMore={jobs.isFetchingNextPage}
      onLoadMore={() => void jobs.fetchNextPage()}
      loadMoreLabel={t('client.jobs.loadMore')}
      status={
        jobs.hasNextPage
          ? t('client.jobs.shown', { shown: items.length, total })
          : `${t('client.jobs.shown', { shown: items.length, total })}. ${t('client.jobs.allShown')}`
      }
    />
  );
}
