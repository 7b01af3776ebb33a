import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { PagingFooter } from '#web/components/ui/paging-footer.tsx';
import { ChunkedList } from '#web/components/ui/chunked-list.tsx';
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
 * and the rest in chunks (ChunkedList); the footer comes when the page is whole.
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

  useLayoutEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length <= from) return;
    focusFrom.current = null;
    const item = listRef.current?.children[from];
    item?.querySelector<HTMLElement>('a, button')?.focus();
  }, [items.length]);

  return (
    <div className="infinite-list">
      <ChunkedList
        listRef={listRef}
        className="infinite-list__items"
        label={label}
        items={items}
        keyOf={keyOf}
        renderItem={(item) => <li>{renderItem(item)}</li>}
        footer={
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
        }
      />
    </div>
  );
}
