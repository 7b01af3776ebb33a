import { useId } from 'react';
import { useInfiniteScroll } from '#web/hooks/use-infinite-scroll.ts';
import { cx } from '#web/lib/cx.ts';
import { Button } from './button.tsx';
import './paging-footer.css';

export interface PagingFooterProps {
  hasMore: boolean;
  isLoading: boolean;
  /** Asks for the next page: `scroll` when the end of the list came near, `button` on a press. */
  onLoadMore: (trigger: 'scroll' | 'button') => void;
  loadMoreLabel: string;
  /** How many are shown ('Showing 20 of 63 jobs'), read out politely as pages arrive. */
  status?: string | undefined;
  /** Loads the next page when the end of the list comes within `rootMargin` of the viewport. */
  loadsOnScroll?: boolean;
  rootMargin?: string;
  className?: string | undefined;
}

/**
 * Under a list loaded page by page, in every area (docs/web-app.md#lists): the count, a sentinel
 * that loads the next page before the end comes into view, and 'Load more' for keyboard and
 * screen-reader users (and browsers without IntersectionObserver).
 */
export function PagingFooter({
  hasMore,
  isLoading,
  onLoadMore,
  loadMoreLabel,
  status,
  loadsOnScroll = true,
  rootMargin,
  className,
}: PagingFooterProps) {
  const statusId = useId();
  const sentinelRef = useInfiniteScroll<HTMLDivElement>({
    hasMore,
    isLoading,
    onLoadMore: () => onLoadMore('scroll'),
    isEnabled: loadsOnScroll,
    ...(rootMargin ? { rootMargin } : {}),
  });
  if (!hasMore && status === undefined) return null;
  return (
    <div
      className={cx('paging-footer', status === undefined && 'paging-footer--centered', className)}
    >
      {loadsOnScroll && hasMore && (
        <div ref={sentinelRef} className="paging-footer__sentinel" aria-hidden="true" />
      )}
      {status !== undefined && (
        <p id={statusId} className="paging-footer__status" role="status">
          {status}
        </p>
      )}
      {hasMore && (
        // Not disabled while loading: a disabled button would drop the keyboard focus.
        <Button
          variant="secondary"
          aria-busy={isLoading || undefined}
          aria-describedby={status === undefined ? undefined : statusId}
          onClick={() => {
            if (!isLoading) onLoadMore('button');
          }}
        >
          {loadMoreLabel}
        </Button>
      )}
    </div>
  );
}
