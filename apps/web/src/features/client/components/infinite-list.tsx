import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { PagingFooter } from '#web/components/ui/paging-footer.tsx';
import { useRenderInChunks } from '#web/lib/render-in-chunks.ts';
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
 * A list that loads its next page when its end scrolls into view, under a PagingFooter; after
 * 'Load more', focus moves to the first new item. A first page renders a screen's worth at once
 * and the rest in chunks (lib/render-in-chunks.ts); the footer comes when the page is whole, so
 * that its end is not reached early.
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
  const listRef = useRef<HTMLUListElement>(null);
  // After 'Load more', focus goes to the first new item, so keyboard users read on from there.
  const focusFrom = useRef<number | null>(null);
  const shown = useRenderInChunks(items.length);

  useLayoutEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    const item = listRef.current?.children[from];
    item?.querySelector<HTMLElement>('a, button')?.focus();
  }, [items.length]);

  return (
    <div className="infinite-list">
      <ul ref={listRef} className="infinite-list__items" aria-label={label}>
        {items.slice(0, shown).map((item) => (
          <li key={keyOf(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {shown === items.length && (
        <PagingFooter
          hasMore={hasMore}
          isLoading={isLoadingMore}
          onLoadMore={(trigger) => {
            if (trigger === 'button') focusFrom.current = items.length;
            onLoadMore();
          }}
          loadMoreLabel={loadMoreLabel}
          status={status}
          rootMargin={rootMargin}
        />
      )}
    </div>
  );
}
