import { useId } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useApiErrorHandler } from '#web/hooks/use-api-error-handler.ts';

/** The parts of an infinite query the footer uses. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
}

/**
 * Under a paged list: how many are shown (read out as pages arrive) and, while there are more,
 * 'Load more'. A page that fails to load keeps what is shown and says so in a toast.
 */
export function PagedListFooter({
  query,
  status,
  loadMoreLabel,
}: {
  query: PagedQuery;
  status: string;
  loadMoreLabel: string;
}) {
  const handleApiError = useApiErrorHandler();
  const statusId = useId();
  return (
    <div className="rsp-list__footer">
      <p id={statusId} className="rsp-muted" aria-live="polite">
        {status}
      </p>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          aria-describedby={statusId}
          isLoading={query.isFetchingNextPage}
          onClick={() =>
            void query.fetchNextPage().then((result) => {
              if (result.isError) handleApiError(result.error);
            })
          }
        >
          {loadMoreLabel}
        </Button>
      )}
    </div>
  );
}
