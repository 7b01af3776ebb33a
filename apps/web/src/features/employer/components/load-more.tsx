import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { useInfiniteScroll } from '#web/features/employer/hooks/use-infinite-scroll.ts';

/**
 * Under an infinite list: a sentinel that loads the next page when scrolled near, and a
 * 'Load more' button for keyboards, screen readers and browsers without IntersectionObserver.
 */
export function LoadMore({
  hasMore,
  isLoading,
  onLoadMore,
  label,
}: {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const sentinelRef = useInfiniteScroll<HTMLDivElement>({ hasMore, isLoading, onLoadMore });
  if (!hasMore) return null;
  return (
    <div className="load-more" ref={sentinelRef}>
      <Button variant="secondary" onClick={onLoadMore} isLoading={isLoading}>
        {label ?? t('employer.loadMore')}
      </Button>
    </div>
  );
}
