import { useCallback } from 'react';
import { useApiErrorHandler } from './use-api-error-handler.ts';

/** What the hook needs of an infinite query (TanStack's `useInfiniteQuery` result). */
interface PagedQuery {
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
}

/**
 * Loads a list's next page when asked (a PagingFooter's `onLoadMore`); a page that fails to load
 * is told in a toast (docs/web-app.md#errors-and-messages), and the list stays as it was.
 */
export function useLoadNextPage(query: PagedQuery): () => void {
  const handleApiError = useApiErrorHandler();
  const { fetchNextPage } = query;
  return useCallback(() => {
    void fetchNextPage().then((result) => {
      if (result.isError) handleApiError(result.error);
    });
  }, [fetchNextPage, handleApiError]);
}
