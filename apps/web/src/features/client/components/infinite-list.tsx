import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import './client.css';

export interface InfiniteListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** Accessible name of the list. */
  label: string;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  loadMoreLabel: string;
  /** Read out as the list grows ('Showing 20 of 63 jobs'). */
  status: string;
  /** Starts loading this far before the end comes into view. */
  rootMargin?: string;
}

/**
 * A list that loads its next page when its end scrolls into view (IntersectionObserver), with a
 * 'Load more' button for keyboard and screen-reader users (and browsers without the observer).
 * The count is announced politely as pages arrive.
 */
export function InfiniteList<T>({
  items,
  keyOf,
  renderItem,
  label,
  hasMore,
  isLoadingMore,
  onLoadMore,
  loadMoreLabel,
  status,
  rootMargin = '400px',
}: InfiniteListProps<T>) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  // After 'Load more', focus goes to the first new item, so keyboard users read on from there.
  const focusFrom = useRef<number | null>(null);
  // The latest values, read by the observer's callback without re-creating the observer.
  const latest = useRef({ hasMore, isLoadingMore, onLoadMore });
  useEffect(() => {
    latest.current = { hasMore, isLoadingMore, onLoadMore };
  });

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const current = latest.current;
        if (entries.some((entry) => entry.isIntersecting) && current.hasMore) {
          if (!current.isLoadingMore) current.onLoadMore();
        }
      },
      { rootMargin },
    );
    // Observed again as items arrive: a sentinel still in view then asks for the next page.
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [rootMargin, hasMore, items.length]);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    const item = listRef.current?.children[from];
    item?.querySelector<HTMLElement>('a, button')?.focus();
  }, [items.length]);

  function loadMore() {
    if (isLoadingMore) return;
    focusFrom.current = items.length;
    onLoadMore();
  }

  return (
    <div className="infinite-list">
      <ul ref={listRef} className="infinite-list__items" aria-label={label}>
        {items.map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <div ref={sentinelRef} className="infinite-list__sentinel" aria-hidden="true" />
      <p className="infinite-list__status" role="status">
        {status}
      </p>
      {hasMore && (
        // Not disabled while loading: a disabled button would drop the keyboard focus.
        <Button variant="secondary" aria-busy={isLoadingMore || undefined} onClick={loadMore}>
          {loadMoreLabel}
        </Button>
      )}
    </div>
  );
}
