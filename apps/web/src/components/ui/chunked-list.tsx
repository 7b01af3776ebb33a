import { Fragment, type ReactNode, type Ref } from 'react';
import { useIsReturnVisit, useRenderInChunks } from '#web/lib/render-in-chunks.ts';

export interface ChunkedListProps<T> {
  items: readonly T[];
  keyOf: (item: T) => string;
  /**
   * An item's `<li>`. Memoize the item's component: each chunk renders the list again, and the
   * items already shown should not render with it.
   */
  renderItem: (item: T) => ReactNode;
  /** Under the list once every item is shown (a paging footer), so that its end is not reached early. */
  footer?: ReactNode;
  className?: string;
  /** The list's accessible name. */
  label?: string;
  listRef?: Ref<HTMLUListElement>;
}

/**
 * A list of items that renders a screen's worth at once and the rest a few at a time, each in a
 * task of its own (lib/render-in-chunks.ts, docs/decisions/055-work-in-short-tasks.md). Come back
 * to through the browser's history, it renders whole, so that the scroll position is restored.
 */
export function ChunkedList<T>({
  items,
  keyOf,
  renderItem,
  footer,
  className,
  label,
  listRef,
}: ChunkedListProps<T>) {
  const shown = useRenderInChunks(items.length, { whole: useIsReturnVisit() });
  return (
    <>
      <ul ref={listRef} className={className} aria-label={label}>
        {items.slice(0, shown).map((item) => (
          <Fragment key={keyOf(item)}>{renderItem(item)}</Fragment>
        ))}
      </ul>
      {shown === items.length && footer}
    </>
  );
}
