import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { LoadError } from '#web/components/ui/load-error.tsx';
import { PagingFooter } from '#web/components/ui/paging-footer.tsx';
import { PageLoader } from '#web/components/ui/spinner.tsx';
import { useLoadNextPage } from '#web/hooks/use-load-next-page.ts';

interface PagedList<T> {
  isPending: boolean;
  data: { pages: { items: T[]; total: number }[] } | undefined;
  error: unknown;
  refetch: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
}

/**
 * A console list's states (docs/web-app.md#lists): loading, a first page that failed, empty, or
 * the items with how many of the total are shown and 'Load more'.
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
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return <EmptyState headingLevel={headingLevel} title={emptyTitle} description={emptyBody} />;
  const total = query.data.pages[query.data.pages.length - 1]?.total ?? items.length;
  return (
    <>
      {children(items)}
      <PagingFooter
        hasMore={query.hasNextPage}
        isLoading={query.isFetchingNextPage}
        onLoadMore={loadNextPage}
        loadsOnScroll={false}
        status={t('moderation.showing', { count: items.length, total })}
        loadMoreLabel={t('moderation.loadMore')}
      />
    </>
  );
}
