import { useTranslation } from 'react-i18next';
import type { CaseManager } from '@fairchance/shared';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';
import { useLoadNextPage } from '#web/hooks/use-load-next-page.ts';
import { useDeleteCaseManager } from '#web/features/rsp/api/delete-case-manager.ts';
import { useCaseManagers } from '#web/features/rsp/api/get-case-managers.ts';
import { CaseManagersTable } from './case-managers-table.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PagingFooter } from '#web/components/ui/paging-footer.tsx';
import './rsp.css';

/** The case managers (docs/product.md, owner only): the table, paged with 'Load more'. */
export function CaseManagersList({ rspId }: { rspId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const handleApiError = useApiErrorHandler();
  const query = useCaseManagers(rspId);
  const loadNextPage = useLoadNextPage(query);
  const deleteCaseManager = useDeleteCaseManager(rspId);

  async function remove(caseManager: CaseManager) {
    try {
      await deleteCaseManager.mutateAsync(caseManager.userId);
    } catch (error) {
      handleApiError(error);
      throw error;
    }
    toast.success(t('rsp.caseManagers.deleted'));
  }

  if (query.isPending) return <PageLoader />;
  // A failed 'Load more' keeps what is shown (and says so in a toast); only a failed first page
  // replaces the list.
  if (!query.data) {
    return <LoadError onRetry={() => void query.refetch()} headingLevel={2} />;
  }

  const caseManagers = query.data.pages.flatMap((page) => page.data);
  const total = query.data.pages[query.data.pages.length - 1]?.total ?? caseManagers.length;
  if (caseManagers.length === 0) {
    return (
      <EmptyState
        title={t('rsp.caseManagers.emptyTitle')}
        description={t('rsp.caseManagers.emptyBody')}
      />
    );
  }

  return (
    <div className="rsp-list">
      <CaseManagersTable caseManagers={caseManagers} onDelete={remove} />
      <PagingFooter
        hasMore={query.hasNextPage}
        isLoading={query.isFetchingNextPage}
        onLoadMore={loadNextPage}
        loadsOnScroll={false}
        status={t('rsp.caseManagers.showing', { loaded: caseManagers.length, total })}
        loadMoreLabel={t('rsp.caseManagers.loadMore')}
      />
    </div>
  );
}
