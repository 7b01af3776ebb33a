import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PagingFooter } from '#web/components/ui/paging-footer.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { useLoadNextPage } from '#web/hooks/use-load-next-page.ts';
import type { ConsolePage } from '#web/features/admin/api/keys.ts';

/** A page of a list: its items, or its items with the filtered total (api/keys.ts). */
type ListPage<T> = T[] | ConsolePage<T>;

interface PagedList<T> {
  isPending: boolean;
  data: { pages: ListPage<T>[] } | undefined;
  error: unknown;
  refetch: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
}

const itemsOf = <T,>(page: ListPage<T>): T[] => (Array.isArray(page) ? page : page.items);

/**
 * A console list's states (docs/web-app.md#lists): loading, a first page that failed, empty, or
 * the items with how many are shown (of the total, when the API gives it) and 'Load more'.
 */
export function ListStates<T>({
  query,
  emptyTitle,
  emptyBody,
  headingLevel = 2,
  children,
}: {
  query: PagedList<T>;
  emptyTitle: string;
  emptyBody: string;
  headingLevel?: 2 | 3;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const loadNextPage = useLoadNextPage(query);
  if (query.isPending) return <PageLoader />;
  if (!query.data) {
    return (
      <LoadError
        headingLevel={headingLevel}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const items = query.data.pages.flatMap(itemsOf);
  if (items.length === 0)
    return <EmptyState headingLevel={headingLevel} title={emptyTitle} description={emptyBody} />;
  const last = query.data.pages[query.data.pages.length - 1];
  const status =
    last && !Array.isArray(last)
      ? t('admin.showingOf', { count: items.length, total: last.total })
      : t('admin.showing', { count: items.length });
  return (
    <>
      {children(items)}
      <PagingFooter
        hasMore={query.hasNextPage}
        isLoading={query.isFetchingNextPage}
        onLoadMore={loadNextPage}
        loadsOnScroll={false}
        status={status}
        loadMoreLabel={t('admin.loadMore')}
      />
    </>
  );
}
