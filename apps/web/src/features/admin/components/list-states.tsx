import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PagingFooter } from '#web/components/ui/paging-footer.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { useLoadNextPage } from '#web/hooks/use-load-next-page.ts';

interface PagedList<T> {
  isPending: boolean;
  data: { pages: T[][] } | undefined;
  error: unknown;
  refetch: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
}

/**
 * A console list's states: loading, a first page that failed, empty, or the items with 'Load
 * more' (docs/web-app.md#lists).
 */
export function ListStates<T>({
  query,
  emptyTitle,
  emptyBody,
  children,
}: {
  query: PagedList<T>;
  emptyTitle: string;
  emptyBody: string;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const loadNextPage = useLoadNextPage(query);
  if (query.isPending) return <PageLoader />;
  if (!query.data) {
    return <LoadError headingLevel={2} error={query.error} onRetry={() => void query.refetch()} />;
  }
  const items = query.data.pages.flat();
  if (items.length === 0)
    return <EmptyState headingLevel={2} title={emptyTitle} description={emptyBody} />;
  return (
    <>
      {children(items)}
      <PagingFooter
        hasMore={query.hasNextPage}
        isLoading={query.isFetchingNextPage}
        onLoadMore={loadNextPage}
        loadsOnScroll={false}
        status={t('admin.showing', { count: items.length })}
        loadMoreLabel={t('admin.loadMore')}
      />
    </>
  );
}
